import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';

import { type LoyaltyDeps, POINTS_CURRENCY, settingsOf } from './points-settings';

/** The ledger accounts of the points programme and the moves between them. */
export function createPointsBooks(deps: LoyaltyDeps) {
  const { repo, ledger, wallet } = deps;

  const pointsAccount = (merchantId: number, accountId: bigint) =>
    ledger.account({
      merchantId,
      ownerType: 'player',
      ownerId: accountId,
      kind: 'points',
      currency: POINTS_CURRENCY,
    });
  const issuer = (merchantId: number) =>
    ledger.account({
      merchantId,
      ownerType: 'points',
      ownerId: null,
      kind: 'issued',
      currency: POINTS_CURRENCY,
    });
  /** Where the loyalty programme's cash comes from (owner type promotion, in the merchant's currency). */
  const cashPool = (merchant: Merchant) =>
    ledger.account({
      merchantId: merchant.id,
      ownerType: 'promotion',
      ownerId: null,
      kind: 'loyalty',
      currency: merchant.currency,
    });

  async function balance(merchantId: number, accountId: bigint): Promise<number> {
    return Number((await ledger.balance(await pointsAccount(merchantId, accountId))).available);
  }

  /** Gives points from the issuer (idempotent by `id`), inside `tx` when given. */
  async function credit(
    merchantId: number,
    accountId: bigint,
    points: bigint,
    id: string,
    kind: string,
    tx?: Db,
  ) {
    if (points <= 0n) return;
    const [from, to] = await Promise.all([issuer(merchantId), pointsAccount(merchantId, accountId)]);
    const books = tx ? ledger.inTransaction(tx) : ledger;
    await books.transfer({ id, merchantId, debit: from, credit: to, amount: points, kind });
  }

  /** Takes points back to the issuer; never below zero (the ledger refuses: insufficient_points). */
  async function debit(
    merchantId: number,
    accountId: bigint,
    points: bigint,
    id: string,
    kind: string,
    tx: Db,
  ) {
    const [from, to] = await Promise.all([pointsAccount(merchantId, accountId), issuer(merchantId)]);
    try {
      await ledger
        .inTransaction(tx)
        .transfer({ id, merchantId, debit: from, credit: to, amount: points, kind });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_funds')
        throw new AppError('insufficient_points', 422);
      throw error;
    }
  }

  /** Pays cash to the member's wallet from the loyalty pool (idempotent by `id`). */
  async function payCash(
    merchant: Merchant,
    account: Pick<AccountRow, 'id' | 'type'>,
    amount: bigint,
    id: string,
    kind: string,
    tx?: Db,
  ) {
    const [from, to] = await Promise.all([cashPool(merchant), wallet.walletOf(merchant, account)]);
    const books = tx ? ledger.inTransaction(tx) : ledger;
    await books.transfer({
      id,
      merchantId: merchant.id,
      debit: from,
      credit: to,
      amount,
      kind,
      reference: id,
    });
  }

  /**
   * Resolves (creates once) every ledger account a loyalty move of this member may touch. Call it
   * before a transaction: accounts are created on the pool, never inside the caller's transaction.
   */
  async function prepare(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>) {
    await Promise.all([
      pointsAccount(merchant.id, account.id),
      issuer(merchant.id),
      cashPool(merchant),
      wallet.walletOf(merchant, account),
    ]);
  }

  const settings = async (merchantId: number) => settingsOf(await repo.settings(merchantId));

  return { pointsAccount, issuer, cashPool, balance, credit, debit, payCash, prepare, settings };
}

export type PointsBooks = ReturnType<typeof createPointsBooks>;
