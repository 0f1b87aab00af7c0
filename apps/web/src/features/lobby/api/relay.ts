import { apiFetch } from '@/api/client';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A relay action of spec §7: `POST /wps/relay/<ACTION>` with a JSON body, answered in the envelope.
 * `fields` names the arrays the value must hold (a light check; the server validates its schemas).
 */
export function relay<T>(
  action: string,
  body: Record<string, unknown>,
  options: { signal?: AbortSignal; arrays?: readonly string[] } = {},
): Promise<T> {
  return apiFetch<T>(`/wps/relay/${action}`, {
    method: 'POST',
    body,
    signal: options.signal,
    parse: (value) => {
      if (!isRecord(value) || !(options.arrays ?? []).every((field) => Array.isArray(value[field])))
        throw new Error(`Unexpected ${action} value`);
      return value as T;
    },
  });
}
