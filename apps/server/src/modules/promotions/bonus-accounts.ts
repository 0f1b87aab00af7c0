import type { Db } from '@/db/client';
import type { Ledger } from '@/modules/ledger/service';
import type { Clock } from '@/platform/clock';
import type { PromotionsRepository } from './repository';

export type BonusDeps = {
  db: Db;
  ledger: Ledger;
  clock: Clock;
  onBalance?: (accountId: bigint) => void;
  onBonusAccount?: () => void;
};
export type Money = { merchantId: number; currency: string };

/** A member without a bonus account is not asked about again for this long (the wallet's hot path). */
const NO_BONUS_TTL_MS = 30_000;

/** The ledger accounts bonus money moves between, and whether a member holds a bonus account at all. */
export function createBonusAccounts(
  ledger: Ledger,
  repo: PromotionsRepository,
  onBonusAccount: () => void = () => undefined,
) {
  const withBonus = new Set<string>();
  const withoutBonus = new Map<string, number>();

  const bonusAccount = (m: Money, accountId: bigint) =>
    ledger.account({
      merchantId: m.merchantId,
      ownerType: 'player',
      ownerId: accountId,
      kind: 'bonus',
      currency: m.currency,
    });
  const promotionAccount = (m: Money) =>
    ledger.account({
      merchantId: m.merchantId,
      ownerType: 'promotion',
      ownerId: null,
      kind: 'rewards',
      currency: m.currency,
    });
  const mainWallet = (m: Money, accountId: bigint) =>
    ledger.account({
      merchantId: m.merchantId,
      ownerType: 'player',
      ownerId: accountId,
      kind: 'main',
      currency: m.currency,
    });

  /** Whether the member may hold bonus money at all (cached: positive for good, negative for 30 s). */
  async function mayHaveBonus(merchantId: number, accountId: bigint) {
    const key = `${merchantId}:${accountId}`;
    if (withBonus.has(key)) return true;
    const checked = withoutBonus.get(key);
    if (checked !== undefined && Date.now() - checked < NO_BONUS_TTL_MS) return false;
    if (await repo.hasBonusAccount(merchantId, accountId)) {
      withBonus.add(key);
      withoutBonus.delete(key);
      return true;
    }
    if (withoutBonus.size > 100_000) withoutBonus.clear();
    withoutBonus.set(key, Date.now());
    return false;
  }

  /** A grant gives the member a bonus account: the cache says so from now on, here and elsewhere. */
  function markWithBonus(merchantId: number, accountId: bigint) {
    const key = `${merchantId}:${accountId}`;
    if (withBonus.has(key)) return;
    withBonus.add(key);
    withoutBonus.delete(key);
    onBonusAccount();
  }

  /** Another instance gave someone a bonus account: no cached "no" can be trusted any more. */
  function forgetNoBonus() {
    withoutBonus.clear();
  }

  async function balanceOf(m: Money, accountId: bigint) {
    if (!(await mayHaveBonus(m.merchantId, accountId))) return 0n;
    return (await ledger.balance(await bonusAccount(m, accountId))).balance;
  }

  return {
    bonusAccount,
    promotionAccount,
    mainWallet,
    mayHaveBonus,
    markWithBonus,
    forgetNoBonus,
    balanceOf,
  };
}

export type BonusAccounts = ReturnType<typeof createBonusAccounts>;
