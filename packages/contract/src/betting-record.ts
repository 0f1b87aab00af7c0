import { z } from 'zod';
import { ZPage, ZPageQuery } from './paging';
import { text } from './text';
import { ZIsoDate } from './wallet';

/** GET /wps/member/bettingRecord (personalHistoryCopy): days in the merchant's time zone, names in `language`. */
export const ZBettingRecordQuery = ZPageQuery.extend({
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
  language: text(5).min(2).optional(),
  /** Member centre filters: a vendor's code, a game type. */
  vendor: text(40).optional(),
  gameType: text(20).optional(),
});
export type TBettingRecordQuery = z.infer<typeof ZBettingRecordQuery>;

/** A round of the betting record (house games, the sportsbook and the lottery); money as decimal strings. */
export const ZBetRecord = z.object({
  roundId: z.string(),
  at: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  engine: z.string(),
  /** 'settled', or 'debited' while a multi-step round (mines, blackjack) is still open. */
  state: z.string(),
  bet: z.string(),
  win: z.string(),
  profit: z.string(),
  /** The studio (vendor) of the game. */
  studio: z.string(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

/** A page of rounds and the totals of the whole filtered range. */
export const ZBettingRecordPage = ZPage(ZBetRecord).extend({
  turnover: z.string(),
  wins: z.string(),
  profit: z.string(),
});
export type TBettingRecordPage = z.infer<typeof ZBettingRecordPage>;
