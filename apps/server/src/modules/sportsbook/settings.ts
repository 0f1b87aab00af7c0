import { formatMinor } from '@crupier/contract/money';
import type { Margins } from './book';
import type { SportsbookRepository } from './repository';

const DEFAULT_LIMITS = { minStake: 100n, maxStake: 10_000_000n, maxPayout: 100_000_000n };

export function createSettings(repo: SportsbookRepository) {
  const settingsCache = new Map<number, { at: number; value: Awaited<ReturnType<typeof loadSettings>> }>();
  /** A merchant's limits and margins, cached for a few seconds (a change applies within them). */
  async function settingsOf(merchantId: number) {
    const hit = settingsCache.get(merchantId);
    if (hit && Date.now() - hit.at < 5_000) return hit.value;
    const value = await loadSettings(merchantId);
    settingsCache.set(merchantId, { at: Date.now(), value });
    return value;
  }
  async function loadSettings(merchantId: number) {
    const row = await repo.settings(merchantId);
    return {
      limits: row
        ? { minStake: row.minStake, maxStake: row.maxStake, maxPayout: row.maxPayout }
        : DEFAULT_LIMITS,
      margins: (row?.margins ?? {}) as Margins,
    };
  }
  return { settingsOf };
}

export type SettingsOf = ReturnType<typeof createSettings>['settingsOf'];
export type Limits = Awaited<ReturnType<SettingsOf>>['limits'];

/** A merchant's limits as the API shows them. */
export const limitsText = (limits: Limits) => ({
  minStake: formatMinor(limits.minStake),
  maxStake: formatMinor(limits.maxStake),
  maxPayout: formatMinor(limits.maxPayout),
});
