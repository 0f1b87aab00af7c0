import { describe, expect, it } from 'vitest';
import { ZIsoDate } from './wallet';

describe('ZIsoDate', () => {
  it('takes calendar dates that exist', () => {
    for (const date of ['2026-01-31', '2024-02-29', '1900-01-01', '9999-12-31']) {
      expect(ZIsoDate.safeParse(date).success, date).toBe(true);
    }
  });

  it('refuses dates that do not exist or no database takes (once a 500 on the betting record)', () => {
    for (const date of [
      '8540-47-06',
      '2026-02-30',
      '2025-02-29',
      '0000-01-01',
      '2026-1-01',
      '2026-01-01\u0000',
    ]) {
      expect(ZIsoDate.safeParse(date).success, date).toBe(false);
    }
  });
});
