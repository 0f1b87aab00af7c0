import { formatMinor } from '@crupier/contract/money';
import type {
  TPlayerNote,
  TPlayerProfile,
  TPlayerSearchQuery,
  TPlayerSummary,
} from '@crupier/contract/ops-players';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { TTransactionHistoryQuery } from '@crupier/contract/wallet';
import type { Db } from '@/db/client';
import { createBettingRecord } from '@/modules/house/betting-record';
import { LOCKED_STATUS } from '@/modules/identity/account-lock';
import { temporaryPassword } from '@/modules/identity/account-passwords';
import { hashPassword } from '@/modules/identity/passwords';
import type { Identity } from '@/modules/identity/service';
import type { Merchant } from '@/modules/merchants/service';
import type { DepositLimits } from '@/modules/payments/deposit-limits';
import type { Wallet } from '@/modules/wallet/service';
import { walletHistory } from '@/modules/wallet/transaction-history';
import { AppError } from '@/platform/app-error';
import { createPlayersRepository, type PlayerRow, type PlayersRepository } from './players-repository';

const PROFILE_NOTES = 50;
const mobileOf = (row: PlayerRow) =>
  row.mobileNum ? `${row.countryDialingCode ?? ''}${row.mobileNum}`.trim() : null;

function summary(row: PlayerRow): TPlayerSummary {
  return {
    id: String(row.id),
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    email: row.email,
    mobile: mobileOf(row),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** A path id of a player: digits only, else it names no one (404, never a 500). */
export function playerIdOf(id: string): bigint {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('player_not_found', 404);
  return BigInt(id);
}

/** Only the last four characters of an account number are shown to staff. */
export function maskAccountNumber(number: string) {
  return number.length <= 4 ? '••••' : `••••${number.slice(-4)}`;
}

/** A player's profile: balances, limits, devices, notes, counts, upline and payout accounts. */
async function profileOf(
  parts: {
    repo: PlayersRepository;
    wallet: Wallet;
    limits: DepositLimits;
    notes: (accountId: bigint) => Promise<TPlayerNote[]>;
  },
  merchant: Merchant,
  row: PlayerRow,
): Promise<TPlayerProfile> {
  const { repo, wallet, limits, notes } = parts;
  const [balance, depositLimits, devices, noteList, counts, upline, payouts] = await Promise.all([
    wallet.balance(merchant, row),
    limits.view(row.id),
    repo.devices(row.id),
    notes(row.id),
    repo.counts(row.id),
    row.uplineId === null ? undefined : repo.username(merchant.id, row.uplineId),
    repo.payoutAccounts(merchant.id, row.id),
  ]);
  return {
    ...summary(row),
    locked: row.status === LOCKED_STATUS,
    mustChangePassword: row.mustChangePassword,
    lastLoginIp: row.lastLoginIp,
    registerIp: row.registerIp,
    registerMethod: row.registerMethod,
    upline: upline ? { id: String(upline.id), username: upline.username } : null,
    balances: {
      balance: formatMinor(balance.balance),
      held: formatMinor(balance.held),
      available: formatMinor(balance.available),
      currency: balance.currency,
    },
    depositLimits,
    devices: devices.map((d) => ({
      ip: d.ip,
      userAgent: d.userAgent,
      firstSeenAt: new Date(d.firstSeenAt ?? 0).toISOString(),
      lastSeenAt: new Date(d.lastSeenAt ?? 0).toISOString(),
      sessions: d.sessions,
    })),
    notes: noteList,
    payoutAccounts: payouts.map(({ account, sharedWith }) => ({
      id: account.id,
      bankName: account.bankName,
      holderName: account.holderName,
      accountNumber: maskAccountNumber(account.accountNumber),
      createdAt: account.createdAt.toISOString(),
      removedAt: account.removedAt?.toISOString() ?? null,
      sharedWith,
    })),
    counts,
  };
}

/**
 * The back office's view of players: search, the profile (account, balances, limits, devices, notes,
 * counts), their ledger movements and house rounds with fairness data, and the staff actions on them
 * (a note, a temporary password, deposit limits). Every lookup is within the staff's merchant: another
 * merchant's player, or a staff account, is not found.
 */
export function createPlayers(deps: { db: Db; identity: Identity; wallet: Wallet; limits: DepositLimits }) {
  const { db, identity, wallet, limits } = deps;
  const repo = createPlayersRepository(db);
  const bettingRecord = createBettingRecord(db);

  async function find(merchant: Merchant, id: string) {
    const row = await repo.player(merchant.id, playerIdOf(id));
    if (!row) throw new AppError('player_not_found', 404);
    return row;
  }

  async function notes(accountId: bigint): Promise<TPlayerNote[]> {
    return (await repo.notes(accountId, PROFILE_NOTES)).map(({ note, staff }) => ({
      id: String(note.id),
      text: note.text,
      staff,
      at: note.createdAt.toISOString(),
    }));
  }

  return {
    find,

    async search(merchant: Merchant, query: TPlayerSearchQuery) {
      const { rows, total } = await repo.search(
        merchant.id,
        query.query || undefined,
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return page(rows.map(summary), query, total);
    },

    async profile(merchant: Merchant, id: string): Promise<TPlayerProfile> {
      return profileOf({ repo, wallet, limits, notes }, merchant, await find(merchant, id));
    },

    async transactions(merchant: Merchant, id: string, query: TTransactionHistoryQuery) {
      const row = await find(merchant, id);
      return walletHistory(db, merchant, await wallet.walletOf(merchant, row), query);
    },

    /** The player's house rounds (the betting record) with each round's seeds. */
    async rounds(merchant: Merchant, id: string, query: TPageQuery) {
      const row = await find(merchant, id);
      const record = await bettingRecord(merchant, row.id, query);
      const seeds = new Map(
        (
          await repo.roundSeeds(
            row.id,
            record.list.map((r) => r.roundId),
          )
        ).map((s) => [s.id, s]),
      );
      return {
        ...record,
        list: record.list.map((round) => {
          const seed = seeds.get(round.roundId);
          return {
            ...round,
            serverSeedHash: seed?.serverSeedHash ?? '',
            clientSeed: seed?.clientSeed ?? '',
            nonce: seed?.nonce ?? 0,
            serverSeed: seed?.serverSeed ?? null,
          };
        }),
      };
    },

    async addNote(merchant: Merchant, id: string, staffId: bigint, text: string) {
      const row = await find(merchant, id);
      const note = await repo.insertNote({ merchantId: merchant.id, accountId: row.id, staffId, text });
      return { player: row, note: (await notes(row.id)).find((n) => n.id === String(note.id))! };
    },

    /**
     * A temporary password replaces the player's: the old one stops working, every session ends, and
     * the player must choose a new one at the next sign-in. It is returned once, never stored in clear.
     */
    async resetPassword(merchant: Merchant, id: string) {
      const row = await find(merchant, id);
      const temporary = temporaryPassword();
      await identity.accounts.update(row.id, {
        passwordHash: await hashPassword(temporary),
        passwordChangedAt: new Date(),
        mustChangePassword: true,
        resetPasswordHash: null,
        resetExpiresAt: null,
      });
      await identity.sessions.revokeAll(row.id);
      return { player: row, temporaryPassword: temporary };
    },

    async setDepositLimits(
      merchant: Merchant,
      id: string,
      wanted: { day: string | null; week: string | null; month: string | null },
    ) {
      const row = await find(merchant, id);
      const before = await limits.view(row.id);
      await limits.impose(row.id, wanted);
      return { player: row, before, after: await limits.view(row.id) };
    },
  };
}

export type Players = ReturnType<typeof createPlayers>;
