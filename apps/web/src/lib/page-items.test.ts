import { describe, expect, it } from 'vitest';
import { pageItems } from '@/lib/page-items';

describe('pager (spec §9: 2 margin pages, a range of 5)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the margins and a window around the current page, with gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 19, 20]);
  });
});
