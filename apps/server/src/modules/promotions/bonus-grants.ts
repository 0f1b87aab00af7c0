import type { Db } from '@/db/client';
import { retryConflicts } from '@/modules/ledger/retry';
import { AppError } from '@/platform/app-error';
import type { BonusAccounts, BonusDeps, Money } from './bonus-accounts';
import { createPromotionsRepository } from './repository';

/** Money in: bonus grants (with wagering) and cash rewards, both from the merchant's promotion account. */
export function createBonusGrants(deps: BonusDeps, accounts: BonusAccounts) {
  const { db, ledger, clock } = deps;
  const { bonusAccount, promotionAccount, mainWallet } = accounts;

  /**
   * Credits `amount` of bonus money with `multiple` × amount of wagering, idempotent by `reference`
   * (a repeat moves nothing and answers the same bonus). Runs inside `tx` when given.
   */
  async function grant(
    m: Money,
    g: {
      accountId: bigint;
      amount: bigint;
      multiple: number;
      days: number;
      reference: string;
      promotionId: bigint | null;
      titles: Record<string, string>;
    },
    tx?: Db,
  ): Promise<bigint> {
    if (g.amount <= 0n) throw new AppError('invalid_input', 400, 'a bonus must be positive');
    const source = await promotionAccount(m);
    const target = await bonusAccount(m, g.accountId);
    accounts.markWithBonus(m.merchantId, g.accountId);
    const work = async (t: Db) => {
      const r = createPromotionsRepository(t);
      const known = await r.grantByReference(g.reference);
      if (known) return BigInt(known);
      const wagering = g.amount * BigInt(g.multiple);
      const expiresAt = new Date(clock.now().getTime() + g.days * 86_400_000);
      const active = await r.activeBonus(m.merchantId, g.accountId, true);
      let bonusId: bigint;
      if (active) {
        bonusId = BigInt(active.id);
        await r.addToBonus(bonusId, g.amount, wagering, expiresAt);
      } else {
        bonusId = BigInt(
          (
            await r.insertBonus({
              merchantId: m.merchantId,
              accountId: g.accountId,
              promotionId: g.promotionId,
              titles: g.titles,
              amount: g.amount,
              wagering,
              expiresAt,
            })
          ).id,
        );
      }
      await r.insertGrant(bonusId, g.reference, g.amount, wagering);
      await ledger.inTransaction(t).transfer({
        id: `bonus-grant:${g.reference}`,
        merchantId: m.merchantId,
        debit: source,
        credit: target,
        amount: g.amount,
        kind: 'bonus_grant',
        reference: g.reference,
      });
      return bonusId;
    };
    const id = tx ? await work(tx) : await retryConflicts(() => db.transaction(work));
    deps.onBalance?.(g.accountId);
    return id;
  }

  /** A reward paid as real money from the promotion account (no wagering), idempotent by `reference`. */
  async function payCash(
    m: Money,
    accountId: bigint,
    amount: bigint,
    reference: string,
    kind: string,
    tx?: Db,
  ) {
    const books = tx ? ledger.inTransaction(tx) : ledger;
    await books.transfer({
      id: `promo-cash:${reference}`,
      merchantId: m.merchantId,
      debit: await promotionAccount(m),
      credit: await mainWallet(m, accountId),
      amount,
      kind,
      reference,
    });
    deps.onBalance?.(accountId);
  }

  return { grant, payCash };
}
