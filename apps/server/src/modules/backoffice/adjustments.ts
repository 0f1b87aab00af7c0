import crypto from 'node:crypto';
import { formatMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { Db } from '@/db/client';
import type { AccountRow, Accounts } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import {
  type AdjustmentRow,
  type AdjustmentStatus,
  createAdjustmentsRepository,
} from './adjustments-repository';

/** The largest single operator adjustment, either sign: 1,000,000.00 (minor units). */
export const ADJUSTMENT_CEILING = 100_000_000n;
/** Above this (either sign), 10,000.00, an adjustment waits for a second staff member's approval. */
export const APPROVAL_THRESHOLD = 1_000_000n;

export type AdjustmentView = {
  id: string;
  username: string;
  amount: string;
  reason: string;
  status: AdjustmentStatus;
  requestedBy: string;
  decidedBy: string | null;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

const abs = (n: bigint) => (n < 0n ? -n : n);
const transferId = (id: string) => `adjustment:${id}`;

function view(row: AdjustmentRow, username: string): AdjustmentView {
  return {
    id: row.id,
    username,
    amount: formatMinor(row.amount),
    reason: row.reason,
    status: row.status as AdjustmentStatus,
    requestedBy: String(row.requestedBy),
    decidedBy: row.decidedBy === null ? null : String(row.decidedBy),
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Operator balance adjustments with two-person approval: up to APPROVAL_THRESHOLD one posts at once;
 * a larger one (up to ADJUSTMENT_CEILING) is recorded as pending, moves no money, and posts through
 * the ledger only when a different staff member approves it. The decision and the ledger transfer
 * (id `adjustment:<id>`) commit in one transaction: both happen or neither.
 */
export function createAdjustments(deps: { db: Db; wallet: Wallet; accounts: Accounts }) {
  const { db, wallet, accounts } = deps;
  const repo = createAdjustmentsRepository(db);

  async function targetOf(merchant: Merchant, row: AdjustmentRow) {
    const account = await accounts.byId(row.accountId);
    if (!account || account.merchantId !== merchant.id) throw new AppError('player_not_found', 404);
    return account;
  }

  async function pending(merchant: Merchant, id: string) {
    const row = await repo.find(merchant.id, id);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  return {
    async request(
      merchant: Merchant,
      staffId: bigint,
      target: AccountRow,
      input: { amount: bigint; reason: string; key: string },
    ): Promise<AdjustmentView> {
      if (input.amount === 0n) throw new AppError('invalid_input', 400, 'amount must not be zero');
      if (abs(input.amount) > ADJUSTMENT_CEILING) {
        throw new AppError('amount_out_of_range', 422, undefined, { max: formatMinor(ADJUSTMENT_CEILING) });
      }
      const earlier = await repo.byRequestKey(merchant.id, staffId, input.key);
      if (earlier) {
        if (earlier.accountId !== target.id || earlier.amount !== input.amount)
          throw new AppError('idempotency_conflict', 409);
        return view(earlier, target.username);
      }
      const row = {
        id: crypto.randomUUID(),
        merchantId: merchant.id,
        accountId: target.id,
        amount: input.amount,
        reason: input.reason,
        requestedBy: staffId,
        requestKey: input.key,
      };
      if (abs(input.amount) > APPROVAL_THRESHOLD) {
        const inserted = await repo.insert({ ...row, status: 'pending' });
        if (!inserted) throw new AppError('request_in_progress', 409);
        return view(inserted, target.username);
      }
      const booking = await wallet.adjustment(merchant, target);
      const posted = await db.transaction(async (tx) => {
        const inserted = await createAdjustmentsRepository(tx).insert({
          ...row,
          status: 'posted',
          decidedBy: staffId,
          decidedAt: new Date(),
        });
        if (!inserted) throw new AppError('request_in_progress', 409);
        await booking.post(row.amount, transferId(row.id), row.reason, tx);
        return inserted;
      });
      return view(posted, target.username);
    },

    /** A second staff member approves: the money moves (once); the requester cannot approve. */
    async approve(merchant: Merchant, id: string, staffId: bigint, reason: string | null) {
      const row = await pending(merchant, id);
      const target = await targetOf(merchant, row);
      if (row.status === 'posted') return view(row, target.username);
      if (row.status !== 'pending') throw new AppError('adjustment_already_decided', 409);
      if (row.requestedBy === staffId) throw new AppError('second_approver_required', 403);
      const booking = await wallet.adjustment(merchant, target);
      const posted = await db.transaction(async (tx) => {
        const decided = await createAdjustmentsRepository(tx).decide(id, {
          status: 'posted',
          decidedBy: staffId,
          decisionReason: reason,
        });
        if (!decided) throw new AppError('adjustment_already_decided', 409);
        await booking.post(row.amount, transferId(row.id), row.reason, tx);
        return decided;
      });
      return view(posted, target.username);
    },

    /** Any staff member, the requester included, may turn a pending adjustment down: no money moves. */
    async reject(merchant: Merchant, id: string, staffId: bigint, reason: string | null) {
      const row = await pending(merchant, id);
      const target = await targetOf(merchant, row);
      if (row.status === 'rejected') return view(row, target.username);
      const decided =
        row.status === 'pending'
          ? await repo.decide(id, { status: 'rejected', decidedBy: staffId, decisionReason: reason })
          : undefined;
      if (!decided) throw new AppError('adjustment_already_decided', 409);
      return view(decided, target.username);
    },

    async list(merchant: Merchant, query: TPageQuery & { status?: AdjustmentStatus | undefined }) {
      const { rows, total } = await repo.list({
        merchantId: merchant.id,
        status: query.status,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return page(
        rows.map((r) => view(r.adjustment, r.username)),
        query,
        total,
      );
    },
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
