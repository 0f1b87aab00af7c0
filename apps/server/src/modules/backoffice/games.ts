import crypto from 'node:crypto';
import { formatMinor } from '@crupier/contract/money';
import type { DashboardRange } from '@crupier/contract/ops-dashboard';
import type {
  TGameRtp,
  TOpsGame,
  TOpsGameQuery,
  TOpsGameUpdate,
  TOpsVendor,
} from '@crupier/contract/ops-games';
import { page } from '@crupier/contract/paging';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { rangeStart } from './dashboard';
import { createGamesRepository, type GameSettingsRow, type VendorSettingsRow } from './games-repository';

const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };
const MAX_GAME_ID = 9_223_372_036_854_775_807n;

/** A share in hundredths of a percent, rounded half up, as "96.50". */
export function percent(part: bigint, whole: bigint): string | null {
  if (whole <= 0n) return null;
  return formatMinor((part * 10_000n * 2n + whole) / (2n * whole));
}

const vendorView = (row: VendorSettingsRow): TOpsVendor => ({
  code: row.code,
  name: row.name,
  walletMode: row.wallet_mode,
  vendorStatus: row.vendor_status,
  status: row.status as TOpsVendor['status'],
  sort: row.sort,
  gameTypes: row.game_types,
});

const gameView = (row: GameSettingsRow, language: string): TOpsGame => ({
  id: row.id,
  gameCode: row.game_code,
  name: row.names[language] ?? row.names.en ?? row.game_code,
  vendor: row.vendor,
  gameType: row.game_type,
  gameStatus: row.game_status,
  enabled: row.enabled,
  hot: row.hot,
  sort: Number(row.sort),
});

/**
 * Games and vendors as a merchant offers them. A change forgets the lobby's cached lists and
 * catalogues (`onChange`), so the next lobby call shows it. A rotated vendor secret is answered once;
 * the vendor directory's look-ups (cached 5 s) then check signatures with it.
 */
export function createGames(db: Db, onChange: () => void) {
  const repo = createGamesRepository(db);

  async function vendorOf(merchant: Merchant, code: string) {
    const [row] = await repo.vendors(merchant.id, code);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }
  async function gameOf(merchant: Merchant, id: string) {
    const gameId = /^\d{1,19}$/.test(id) ? BigInt(id) : 0n;
    if (gameId < 1n || gameId > MAX_GAME_ID) throw new AppError('not_found', 404);
    const { rows } = await repo.games({ merchantId: merchant.id, id: gameId, limit: 1, offset: 0 });
    if (!rows[0]) throw new AppError('not_found', 404);
    return rows[0];
  }

  return {
    async vendors(merchant: Merchant) {
      return (await repo.vendors(merchant.id)).map(vendorView);
    },

    async updateVendor(merchant: Merchant, code: string, input: { status: string; sort: number }) {
      const before = await vendorOf(merchant, code);
      await repo.setVendor(merchant.id, before.id, input.status, input.sort);
      onChange();
      return { before: vendorView(before), after: vendorView(await vendorOf(merchant, code)) };
    },

    async rotateSecret(merchant: Merchant, code: string) {
      const vendor = await vendorOf(merchant, code);
      const secret = crypto.randomBytes(32).toString('base64url');
      await repo.setSecret(vendor.id, secret);
      return { code: vendor.code, secret };
    },

    async games(merchant: Merchant, query: TOpsGameQuery) {
      const { rows, total } = await repo.games({
        merchantId: merchant.id,
        vendor: query.vendor,
        gameType: query.gameType,
        name: query.name,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return page(
        rows.map((row) => gameView(row, merchant.defaultLanguage)),
        query,
        total,
      );
    },

    async updateGame(merchant: Merchant, id: string, input: TOpsGameUpdate) {
      const before = await gameOf(merchant, id);
      await repo.saveGame(merchant.id, BigInt(before.id), input);
      onChange();
      const after = await gameOf(merchant, id);
      return {
        before: gameView(before, merchant.defaultLanguage),
        after: gameView(after, merchant.defaultLanguage),
      };
    },

    /** RTP and hold per house game over the period, from its settled real-money rounds. */
    async rtp(merchant: Merchant, range: DashboardRange, now = new Date()): Promise<TGameRtp[]> {
      const from = rangeStart(now, merchant.gmtOffset, RANGE_DAYS[range]);
      const rows = await repo.rtp(merchant.id, from, new Date(now.getTime() + 1));
      return rows.map((row) => {
        const bets = BigInt(row.bets);
        const wins = BigInt(row.wins);
        const rtp = percent(wins, bets);
        // Hold is the rest of 100 %, so that the two always add up.
        const hold = rtp === null ? null : formatMinor(10_000n - BigInt(rtp.replace('.', '')));
        return {
          id: row.id,
          name: row.names[merchant.defaultLanguage] ?? row.names.en ?? row.id,
          vendor: row.vendor,
          gameType: row.game_type,
          rounds: row.rounds,
          bets: formatMinor(bets),
          wins: formatMinor(wins),
          rtp,
          hold,
        };
      });
    },
  };
}

export type Games = ReturnType<typeof createGames>;
