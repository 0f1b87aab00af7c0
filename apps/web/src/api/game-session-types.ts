/**
 * Wire types of the house game server (contract rgs.ts, api-contract "House games"). Type-only imports:
 * the contract's zod schemas never load in the browser (decision 009); `z.infer` keeps these in step
 * with the server's schemas.
 */
import type {
  ZFairness,
  ZRgsPlayRequest,
  ZRgsPlayResult,
  ZRgsRound,
  ZRgsRoundDetail,
  ZRgsSeedResult,
  ZRgsSession,
} from '@crupier/contract/rgs';
import type { z } from 'zod';

/** What POST /rgs/authenticate answers: the session, its game, balance and seed commitment. */
export type TGameSession = z.infer<typeof ZRgsSession>;
export type TFairness = z.infer<typeof ZFairness>;
/** A round as /rgs/play and /rgs/history show it; `state` 'debited' is an open multi-step round. */
export type TRound = z.infer<typeof ZRgsRound>;
export type TRoundDetail = z.infer<typeof ZRgsRoundDetail>;
export type TPlayResult = z.infer<typeof ZRgsPlayResult>;
export type TSeedResult = z.infer<typeof ZRgsSeedResult>;
/** bet (starts a round) · mines: reveal, cashout · blackjack: hit, stand, double, split, insurance, no_insurance. */
export type TPlayAction = NonNullable<z.input<typeof ZRgsPlayRequest>['action']>;
