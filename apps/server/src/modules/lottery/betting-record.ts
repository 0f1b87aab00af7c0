import type { TBetRecord, TBettingRecordPage, TBettingRecordQuery } from '@crupier/contract/betting-record';
import { lotteryGame } from '@crupier/contract/lottery';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { Merchant } from '@/modules/merchants/service';
import { merchantDayStart } from '@/modules/wallet/transaction-history';
import type { Lottery } from './service';

type Query = TBettingRecordQuery;
type Row = TBetRecord;
type Record_ = TBettingRecordPage;

/** Deep pages of the merged record stop here: the newest 2,000 rows of each source are merged. */
const MERGE_LIMIT = 2_000;
const LOTTERY_VENDORS = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'RPL']);

/**
 * The betting record (personalHistoryCopy) with the member's lottery bets beside the house rounds:
 * both sources' newest rows merged by time; totals are the sums of both. A member without lottery
 * bets (or a filter that excludes the lottery) gets the house record unchanged.
 */
export function withLotteryBets<Q extends Query>(
  base: (merchant: Merchant, accountId: bigint, query: Q) => Promise<Record_>,
  lottery: Pick<Lottery, 'bettingRecord'>,
) {
  return async (merchant: Merchant, accountId: bigint, query: Q): Promise<Record_> => {
    const excluded =
      (query.vendor !== undefined && !LOTTERY_VENDORS.has(query.vendor)) ||
      (query.gameType !== undefined && query.gameType !== 'LOTT' && query.gameType !== 'ELOTT');
    const need = Math.min(query.pageNo * query.pageSize, MERGE_LIMIT);
    const lot = excluded
      ? null
      : await lottery.bettingRecord({
          accountId,
          from: query.startDate ? merchantDayStart(query.startDate, merchant.gmtOffset) : undefined,
          to: query.endDate ? merchantDayStart(query.endDate, merchant.gmtOffset, 1) : undefined,
          limit: need,
        });
    if (!lot || lot.total === 0) return base(merchant, accountId, query);
    const house = await base(merchant, accountId, { ...query, pageNo: 1, pageSize: need });
    const language = query.language?.toLowerCase() ?? merchant.defaultLanguage;
    const lotteryRows: Row[] = lot.rows
      .map((r) => {
        const game = lotteryGame(r.game_code);
        const bet = r.state === 'refunded' ? 0n : BigInt(r.stake);
        const win = BigInt(r.win);
        return {
          roundId: `lottery:${r.id}`,
          at: new Date(r.created_at).toISOString(),
          gameName: `${game ? (game.names[language as 'en'] ?? game.names.en) : r.game_code} · ${r.bet_type}`,
          gameType: game?.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
          studio: 'Lottery',
          engine: 'lottery',
          state: r.state === 'open' ? 'debited' : r.state === 'refunded' ? 'refunded' : 'settled',
          bet: formatMinor(bet),
          win: formatMinor(win),
          profit: formatMinor(win - bet),
        };
      })
      .filter((r) => !query.gameType || r.gameType === query.gameType);
    const merged = [...house.list, ...lotteryRows].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    const start = (query.pageNo - 1) * query.pageSize;
    const total = house.total + lot.total;
    const turnover = parseMinor(house.turnover) + lot.turnover;
    const wins = parseMinor(house.wins) + lot.wins;
    return {
      list: merged.slice(start, start + query.pageSize),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      total,
      turnover: formatMinor(turnover),
      wins: formatMinor(wins),
      profit: formatMinor(wins - turnover),
    };
  };
}
