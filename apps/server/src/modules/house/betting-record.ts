import type { TBettingRecordQuery } from '@crupier/contract/betting-record';
import { formatMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { merchantDayStart } from '@/modules/wallet/transaction-history';
import { createHouseRepository } from './repository';

/** personalHistoryCopy: every round the player played, with totals of stakes (turnover) and wins. */
export function createBettingRecord(db: Db) {
  const repo = createHouseRepository(db);
  return async (merchant: Merchant, accountId: bigint, query: TBettingRecordQuery) => {
    const language =
      query.language && merchant.languages.includes(query.language)
        ? query.language
        : merchant.defaultLanguage;
    const { rows, total, turnover, wins } = await repo.bettingRecord({
      accountId,
      from: query.startDate ? merchantDayStart(query.startDate, merchant.gmtOffset) : undefined,
      to: query.endDate ? merchantDayStart(query.endDate, merchant.gmtOffset, 1) : undefined,
      vendor: query.vendor,
      gameType: query.gameType,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const list = rows.map(({ round, names, gameType, studio }) => ({
      roundId: round.id,
      at: round.createdAt.toISOString(),
      gameName: names[language] ?? names.en ?? '',
      gameType,
      studio,
      engine: round.engine,
      state: round.state,
      bet: formatMinor(round.bet),
      win: formatMinor(round.win),
      profit: formatMinor(round.win - round.bet),
    }));
    return {
      ...page(list, query, total),
      turnover: formatMinor(turnover),
      wins: formatMinor(wins),
      profit: formatMinor(wins - turnover),
    };
  };
}
