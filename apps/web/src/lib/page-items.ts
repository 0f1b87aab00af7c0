import { PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE } from '@crupier/contract/constants';

export type TPageItem = number | 'gap';

/**
 * The page buttons of a pager (spec §9: 2 margin pages, a range of 5): the first and last pages, a
 * window around the current one, and gaps between them.
 */
export function pageItems(
  current: number,
  totalPages: number,
  margin: number = PAGINATION_MARGIN_PAGES,
  range: number = PAGINATION_PAGE_RANGE,
): TPageItem[] {
  if (totalPages <= 0) return [];
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, totalPages); page++) shown.add(page);
  for (let page = Math.max(1, totalPages - margin + 1); page <= totalPages; page++) shown.add(page);
  let from = Math.max(1, current - Math.floor(range / 2));
  const to = Math.min(totalPages, from + range - 1);
  from = Math.max(1, to - range + 1);
  for (let page = from; page <= to; page++) shown.add(page);
  const items: TPageItem[] = [];
  let last = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - last === 2) items.push(page - 1);
    else if (page - last > 2) items.push('gap');
    items.push(page);
    last = page;
  }
  return items;
}
