import { appStartState } from '@crupier/contract/system';
import { describe, expect, it } from 'vitest';
import { startStateOf } from '@/api/start-state';

describe('startStateOf', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
  ] as const)(
    'maintenance=%s regionRestriction=%s → %s, as the contract says',
    (maintenance, regionRestriction, state) => {
      const status = { maintenance, regionRestriction };
      expect(startStateOf(status)).toBe(state);
      expect(startStateOf(status)).toBe(appStartState(status));
    },
  );
});
