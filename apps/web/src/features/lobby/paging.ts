/** Spec §5: a page outside 1…totalPages (or not a whole number) is not requested at all. */
export function isPageInRange(page: number, totalPages: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= totalPages;
}
