import type { TSystemStatus } from '@crupier/contract/system';

/**
 * The contract's `appStartState` (system.ts), zod-free. Importing anything from system.ts loads zod
 * (~25 KB gzip) with the schemas built at module load, which the first page load cannot afford; the
 * test beside this file checks that both agree on every input.
 */
export function startStateOf(status: Pick<TSystemStatus, 'maintenance' | 'regionRestriction'>): 0 | 1 | 2 {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
