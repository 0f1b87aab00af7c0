import { formatMinor, parseMinor } from '@crupier/contract/money';
import type {
  TVendorMoneyRequest,
  TVendorRollbackRequest,
  TVendorWalletResult,
} from '@crupier/contract/vendor-wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { AccountRow } from '../identity/repository';
import type { SessionService } from '../identity/sessions';
import type { Ledger } from '../ledger/service';
import type { Merchant } from '../merchants/service';
import type { Wallet } from '../wallet/service';
import { createVendorRepository, type VendorRow, type VendorTransactionRow } from './repository';

type Deps = {
  db: Db;
  ledger: Ledger;
  wallet: Wallet;
  sessions: SessionService;
  onBalance?: (accountId: bigint) => void;
};
type PlayerRef = { playerToken?: string | undefined; playerId?: string | undefined };
type Refusal = { refusal: AppError };

const TRIAL_TYPE = 4;

/**
 * The seamless wallet vendors call: balance, debit, credit and rollback, idempotent by the vendor's
 * transaction id. Each call runs in one database transaction that first claims the id (a row in
 * vendor_transactions, locked), so a repeat returns the first result and moves nothing.
 */
export function createSeamlessWallet({ db, ledger, wallet, sessions, onBalance }: Deps) {
  const repo = createVendorRepository(db);

  async function player(merchant: Merchant, ref: PlayerRef, needLiveSession: boolean): Promise<AccountRow> {
    let account: AccountRow | undefined;
    if (ref.playerToken) {
      account = needLiveSession
        ? (await sessions.resolve(ref.playerToken))?.account
        : await sessions.accountOfToken(ref.playerToken);
      if (!account && needLiveSession) throw new AppError('session_expired', 401);
    } else if (ref.playerId && !needLiveSession) {
      account = await db.query.accounts.findFirst({ where: (a, { eq }) => eq(a.id, BigInt(ref.playerId!)) });
    } else if (ref.playerId) {
      throw new AppError('session_expired', 401, 'a debit needs the player’s live session token');
    }
    if (!account || account.merchantId !== merchant.id) throw new AppError('player_not_found', 404);
    return account;
  }

  async function accounts(vendor: VendorRow, merchant: Merchant, account: AccountRow) {
    const currency = account.type === TRIAL_TYPE ? 'PLAY' : merchant.currency;
    return {
      currency,
      walletId: await wallet.walletOf(merchant, account),
      vendorId: await ledger.account({
        merchantId: merchant.id,
        ownerType: 'vendor',
        ownerId: BigInt(vendor.id),
        kind: 'bets',
        currency,
      }),
    };
  }

  function result(transactionId: string | null, balance: bigint, currency: string): TVendorWalletResult {
    return { transactionId, balance: formatMinor(balance), currency };
  }

  function replay(
    row: VendorTransactionRow,
    op: 'debit' | 'credit',
    amount: bigint,
  ): TVendorWalletResult | Refusal {
    if (row.status === 'tombstone' || row.status === 'rolled_back') {
      return { refusal: new AppError('transaction_rolled_back', 409) };
    }
    if (row.op !== op || row.amount !== amount) return { refusal: new AppError('idempotency_conflict', 409) };
    if (row.status === 'refused') {
      return { refusal: new AppError('insufficient_funds', 422, undefined, row.response ?? undefined) };
    }
    return row.response as TVendorWalletResult;
  }

  async function move(
    vendor: VendorRow,
    merchant: Merchant,
    body: TVendorMoneyRequest,
    op: 'debit' | 'credit',
  ) {
    if (op === 'debit' && vendor.status !== 'active') throw new AppError('game_maintenance', 503);
    const account = await player(merchant, body, op === 'debit');
    const amount = parseMinor(body.amount);
    const ids = await accounts(vendor, merchant, account);
    const outcome = await db.transaction(async (tx) => {
      const { row, isNew } = await createVendorRepository(tx).claim({
        merchantId: merchant.id,
        vendorId: vendor.id,
        transactionId: body.transactionId,
        op,
        accountId: account.id,
        roundId: body.roundId ?? null,
        gameCode: body.gameCode ?? null,
        amount,
        status: 'pending',
      });
      if (!isNew) return replay(row, op, amount);
      const txLedger = ledger.inTransaction(tx);
      if (amount > 0n) {
        try {
          await tx.transaction((savepoint) =>
            ledger.inTransaction(savepoint).transfer({
              id: `v${vendor.id}:${body.transactionId}`,
              merchantId: merchant.id,
              debit: op === 'debit' ? ids.walletId : ids.vendorId,
              credit: op === 'debit' ? ids.vendorId : ids.walletId,
              amount,
              kind: op === 'debit' ? 'bet' : 'win',
              reference: body.roundId ?? null,
            }),
          );
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'insufficient_funds') throw error;
          const { available } = await txLedger.balance(ids.walletId);
          const details = result(body.transactionId, available, ids.currency);
          await createVendorRepository(tx).finish(row.id, 'refused', details);
          return { refusal: new AppError('insufficient_funds', 422, undefined, details) };
        }
      }
      const { available } = await txLedger.balance(ids.walletId);
      const response = result(body.transactionId, available, ids.currency);
      await createVendorRepository(tx).finish(row.id, 'done', response);
      return response;
    });
    if ('refusal' in outcome) throw outcome.refusal;
    onBalance?.(account.id);
    return outcome;
  }

  return {
    findVendor: repo.findVendor,

    async balance(merchant: Merchant, ref: PlayerRef) {
      const account = await player(merchant, ref, false);
      const { available, currency } = await wallet.balance(merchant, account);
      return result(null, available, currency);
    },

    debit: (vendor: VendorRow, merchant: Merchant, body: TVendorMoneyRequest) =>
      move(vendor, merchant, body, 'debit'),
    credit: (vendor: VendorRow, merchant: Merchant, body: TVendorMoneyRequest) =>
      move(vendor, merchant, body, 'credit'),

    /** Rolls back a debit; a rollback of an unknown id leaves a tombstone that refuses that debit later. */
    async rollback(vendor: VendorRow, merchant: Merchant, body: TVendorRollbackRequest) {
      const account = await player(merchant, body, false);
      const ids = await accounts(vendor, merchant, account);
      const outcome = await db.transaction(async (tx) => {
        const txRepo = createVendorRepository(tx);
        const txLedger = ledger.inTransaction(tx);
        const { row, isNew } = await txRepo.claim({
          merchantId: merchant.id,
          vendorId: vendor.id,
          transactionId: body.transactionId,
          op: 'rollback',
          accountId: account.id,
          roundId: body.roundId ?? null,
          gameCode: body.gameCode ?? null,
          amount: body.amount ? parseMinor(body.amount) : 0n,
          status: 'tombstone',
        });
        if (!isNew && row.op === 'credit') return { refusal: new AppError('rollback_not_allowed', 409) };
        if (!isNew && row.accountId !== account.id) return { refusal: new AppError('player_not_found', 404) };
        if (!isNew && row.op === 'debit' && row.status === 'done' && row.amount > 0n) {
          await txLedger.transfer({
            id: `v${vendor.id}:${body.transactionId}:rollback`,
            merchantId: merchant.id,
            debit: ids.vendorId,
            credit: ids.walletId,
            amount: row.amount,
            kind: 'bet_rollback',
            reference: row.roundId,
          });
        }
        const { available } = await txLedger.balance(ids.walletId);
        const response = result(body.transactionId, available, ids.currency);
        if (!isNew && row.op === 'debit' && row.status === 'done')
          await txRepo.finish(row.id, 'rolled_back', response);
        return response;
      });
      if ('refusal' in outcome) throw outcome.refusal;
      onBalance?.(account.id);
      return outcome;
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
