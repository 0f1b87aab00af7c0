import { PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE } from '@crupier/contract/constants';

/** A page number to show, or a gap ('…') standing for the pages left out. */
export type TPageItem = number | 'gap';

/**
 * The page links of the paginator (spec §9: 2 margin pages, a range of 5): the first and last `margin`
 * pages, `range` pages around the current one, and a gap where pages are left out. A gap that would
 * hide a single page shows that page instead.
 */
export function pageItems(
  current: number,
  totalPages: number,
  margin: number = PAGINATION_MARGIN_PAGES,
  range: number = PAGINATION_PAGE_RANGE,
): TPageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) shown.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) shown.add(p);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: TPageItem[] = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
