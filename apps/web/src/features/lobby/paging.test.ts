import { describe, expect, it } from 'vitest';
import { pageItems } from '@/lib/page-items';
import { isPageInRange } from './paging';

describe('pageItems (2 margin pages, a range of 5)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last two pages and five around the current one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pageItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page rather than a gap', () => {
    expect(pageItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 19, 20]);
    expect(pageItems(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 11, 12]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(-3, 10)).toEqual(pageItems(1, 10));
  });

  it('honours other margins and ranges', () => {
    expect(pageItems(50, 100, 1, 3)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
  });
});

describe('isPageInRange', () => {
  it('accepts whole pages from 1 to totalPages only', () => {
    expect(isPageInRange(1, 3)).toBe(true);
    expect(isPageInRange(3, 3)).toBe(true);
    expect(isPageInRange(4, 3)).toBe(false);
    expect(isPageInRange(0, 3)).toBe(false);
    expect(isPageInRange(1.5, 3)).toBe(false);
    expect(isPageInRange(1, 0)).toBe(false);
  });
});
