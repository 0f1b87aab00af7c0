import type { TPage } from '@/api/member-types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Light checks of the answers the member centre relies on; the server validates the full contract
 * schema on its side, and zod stays out of the web app.
 */
export function parsePage<T>(value: unknown): TPage<T> {
  if (
    !isRecord(value) ||
    !Array.isArray(value.list) ||
    typeof value.pageNo !== 'number' ||
    typeof value.totalPages !== 'number'
  ) {
    throw new Error('Not a page');
  }
  return value as TPage<T>;
}

export function parseList<T>(value: unknown): T[] {
  if (!Array.isArray(value)) throw new Error('Not a list');
  return value as T[];
}

export function parseObjectWith<T>(...keys: string[]) {
  return (value: unknown): T => {
    if (!isRecord(value) || keys.some((key) => !(key in value))) throw new Error('Unexpected value');
    return value as T;
  };
}
