import crypto from 'node:crypto';
import { isTrial } from '@crupier/contract/account-types';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type {
  TVendorMoneyRequest,
  TVendorRollbackRequest,
  TVendorWalletResult,
} from '@crupier/contract/vendor-wallet';
import type { Db } from '@/db/client';
import type { AccountRow, Accounts } from '@/modules/identity/accounts';
import type { SessionService } from '@/modules/identity/sessions';
import { ledgerError } from '@/modules/ledger/errors';
import { retryConflicts } from '@/modules/ledger/retry';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { StakeGuard } from '@/modules/responsible-gaming/stake-guard';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import { type BonusHooks, createBonusMoves, type MoveResult } from './bonus-moves';
import { createCheckedCalls } from './checked-calls';
import { type BatchedMove, type BatchedResult, createMoveBatcher } from './move-batcher';
import { createVendorRepository, movePayload, type VendorRow } from './repository';
import { createVendorDirectory } from './service';
import { createVendorCalls, VENDOR_SHARDS } from './vendor-calls';
import { createVendorPlayers, type PlayerRef } from './vendor-players';

type Deps = {
  db: Db;
  ledger: Ledger;
  wallet: Wallet;
  sessions: SessionService;
  /** Identity's accounts: a player named by id (a vendor's balance call without a token). */
  accounts: Pick<Accounts, 'byId'>;
  onBalance?: (accountId: bigint) => void;
  /** Responsible gaming: every debit (a stake) asks it first; credits and rollbacks never do. */
  stakeGuard?: StakeGuard;
  /**
   * Bonus money (modules/promotions, ADR 019): a debit the real balance cannot cover takes the rest from
   * the bonus, and a credit or rollback of a round that staked bonus money returns the bonus share, each
   * in one transaction with the wallet's own move. A hook answers null when the bonus does not apply.
   */
  bonus?: BonusHooks;
};
/** The accounts a vendor may reach: members, agents, affiliate agents, and trial accounts (play money); never staff. */
/**
 * Wallet batches in flight at once. One did best on the 2-core bench (ADR 010): a second lane
 * halves the batches, and the database then spends more per call than the overlap wins back.
 */
const WALLET_LANES = 1;
/**
 * Where this instance's lanes start among the vendor sub-accounts: other instances most likely
 * book on other rows, so they do not queue on one another's batches.
 */
const LANE_BASE = crypto.randomInt(VENDOR_SHARDS);

const withRetry = <T>(work: () => Promise<T>): Promise<T> =>
  retryConflicts(work).catch((error: unknown) => Promise.reject(ledgerError(error)));

/** The vendor's answer to a move, or the refusal its outcome stands for. */
function moveAnswer(outcome: string, response: BatchedResult['response']): TVendorWalletResult {
  switch (outcome) {
    case 'session_expired':
      throw new AppError('session_expired', 401);
    case 'rolled_back':
      throw new AppError('transaction_rolled_back', 409);
    case 'conflict':
      throw new AppError('idempotency_conflict', 409);
    case 'refused':
      throw new AppError('insufficient_funds', 422, undefined, response);
    default:
      return response as TVendorWalletResult;
  }
}

/**
 * The seamless wallet vendors call: balance, debit, credit and rollback, idempotent by the vendor's
 * transaction id. Each money call is one database round trip (`wallet_vendor_move`, `wallet_vendor_rollback`)
 * that claims the id, moves the money through the ledger and stores the answer every repeat gets.
 */
export function createSeamlessWallet(deps: Deps) {
  const { db, ledger, wallet, sessions, accounts, onBalance, stakeGuard, bonus } = deps;
  const repo = createVendorRepository(db);
  const directory = createVendorDirectory(db);

  const { player, mover } = createVendorPlayers({ sessions, accounts, directory });

  const { vendorAccount, playerVendorAccount, callFor } = createVendorCalls({ ledger, wallet });
  const checkedCall = createCheckedCalls({ mover, callFor, stakeGuard, repo });
  const bonusMoves = createBonusMoves({ bonus, playerVendorAccount, limits: sessions.limits });

  /** A batch books every house side on its lane's sub-account (see the batcher). */
  const onLane = (moves: BatchedMove[], lane: number) =>
    Promise.all(
      moves.map(async (m) => ({
        ...m,
        vendorAccountId: await vendorAccount(m.merchantId, m.vendorId, m.currency, LANE_BASE + lane),
      })),
    );
  const batcher = createMoveBatcher({
    maxInFlight: WALLET_LANES,
    runBatch: async (moves, lane) => repo.moveMany(await onLane(moves, lane), sessions.limits),
    runOne: async (move, lane) => (await repo.moveMany(await onLane([move], lane), sessions.limits))[0]!,
  });

  /** The vendor's answer to a move's outcome; a move done tells the player's screens. */
  function answerOf({ outcome, response }: MoveResult, account: AccountRow) {
    const answer = moveAnswer(outcome, response);
    if (outcome === 'done') onBalance?.(account.id);
    return answer;
  }

  async function move(
    vendor: VendorRow,
    merchant: Merchant,
    body: TVendorMoneyRequest,
    op: 'debit' | 'credit',
    known?: AccountRow,
  ) {
    const { account, sessionHash, call } = await checkedCall(vendor, merchant, body, op, known);
    const submit = (withBonus: boolean) =>
      batcher
        .submit({ ...call, op, sessionHash, bonus: withBonus })
        .catch((error: unknown) => Promise.reject(ledgerError(error)));
    let result = await submit(await bonusMoves.mayApply(call, op, account));
    // The batch found the bonus in play (a stake the cash cannot cover, a win on a bonus round).
    if (result.outcome === 'bonus')
      result = (await bonusMoves.run(call, op, sessionHash, account)) ?? (await submit(false));
    return answerOf(result, account);
  }

  /**
   * A house debit that another module books in its own statement (the sportsbook writes a bet and
   * its stake in one transaction, ADR 033): the checks of `debit`, then the move as the wallet's batch
   * function reads it, and the answer its outcome gives. Real money only (bonus money plays casino
   * games only, ADR 019).
   */
  async function prepareDebit(
    vendor: VendorRow,
    merchant: Merchant,
    account: AccountRow,
    body: TVendorMoneyRequest,
  ) {
    const { sessionHash, call } = await checkedCall(vendor, merchant, body, 'debit', account);
    const vendorAccountId = await playerVendorAccount(call, account.id);
    return {
      move: movePayload({ ...call, op: 'debit', sessionHash, vendorAccountId }),
      answer: (result: MoveResult) => answerOf(result, account),
    };
  }

  return {
    findVendor: directory.find,

    async balance(vendor: VendorRow, merchant: Merchant, ref: PlayerRef): Promise<TVendorWalletResult> {
      const account = await player(vendor, merchant, ref);
      const { available, currency } = await wallet.balance(merchant, account);
      return { transactionId: null, balance: formatMinor(available), currency };
    },

    debit: (vendor: VendorRow, merchant: Merchant, body: TVendorMoneyRequest) =>
      move(vendor, merchant, body, 'debit'),
    credit: (vendor: VendorRow, merchant: Merchant, body: TVendorMoneyRequest) =>
      move(vendor, merchant, body, 'credit'),

    /**
     * The same calls for the house game server, which runs in this process and has already
     * authenticated the player through its own game session.
     */
    house: {
      debit: (vendor: VendorRow, merchant: Merchant, account: AccountRow, body: TVendorMoneyRequest) =>
        move(vendor, merchant, body, 'debit', account),
      credit: (vendor: VendorRow, merchant: Merchant, account: AccountRow, body: TVendorMoneyRequest) =>
        move(vendor, merchant, body, 'credit', account),
      prepareDebit,
    },

    /** Rolls back a debit once; a rollback of an unknown id leaves a tombstone that refuses that debit later. */
    async rollback(
      vendor: VendorRow,
      merchant: Merchant,
      body: TVendorRollbackRequest,
    ): Promise<TVendorWalletResult> {
      const account = await player(vendor, merchant, body);
      const call = await callFor(vendor, merchant, account, body, body.amount ? parseMinor(body.amount) : 0n);
      const vendorAccountId = await playerVendorAccount(call, account.id);
      const viaBonus =
        bonus && !isTrial(account.type)
          ? await bonus
              .rollback(call, (tx) => createVendorRepository(tx).rollback({ ...call, vendorAccountId }))
              .catch((error: unknown) => Promise.reject(ledgerError(error)))
          : null;
      const { outcome, response } =
        (viaBonus as Awaited<ReturnType<typeof repo.rollback>> | null) ??
        (await withRetry(() => repo.rollback({ ...call, vendorAccountId })));
      if (outcome === 'not_allowed') throw new AppError('rollback_not_allowed', 409);
      if (outcome === 'not_found') throw new AppError('player_not_found', 404);
      if (outcome === 'done') onBalance?.(account.id);
      return response as TVendorWalletResult;
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
