import type { THelpArticle } from '@crupier/contract/system';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';

function isArticle(value: unknown): value is THelpArticle {
  if (typeof value !== 'object' || value === null) return false;
  const article = value as Record<string, unknown>;
  return (
    typeof article.id === 'string' &&
    typeof article.slug === 'string' &&
    typeof article.title === 'string' &&
    typeof article.content === 'string' &&
    typeof article.sort === 'number'
  );
}

/** Checks the articles' shape (the server validates ZHelpArticle) and puts them in `sort` order. */
export function parseHelpArticles(value: unknown): THelpArticle[] {
  if (!Array.isArray(value) || !value.every(isArticle)) throw new Error('Not a list of help articles');
  return [...value].sort((a, b) => a.sort - b.sort);
}

/** GET /wps/system/helpCenter?lang&device=WEB. */
export function getHelpCenter(lang: string, signal?: AbortSignal): Promise<THelpArticle[]> {
  return apiFetch('/wps/system/helpCenter', {
    query: { lang, device: 'WEB' },
    signal,
    parse: parseHelpArticles,
  });
}

export function helpCenterQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['help', lang],
    queryFn: ({ signal }) => getHelpCenter(lang, signal),
    staleTime: 10 * 60_000,
  });
}
