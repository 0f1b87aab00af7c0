import crypto from 'node:crypto';
import { formatMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import type { MinesState } from './engines';
import { type BlackjackState, publicBlackjack } from './engines/blackjack';
import { CARD_ROUNDS, isCardRound } from './engines/card-rounds';
import type { HouseRoundRow } from './repository';

export function roundView(round: HouseRoundRow) {
  return {
    roundId: round.id,
    state: round.state,
    bet: formatMinor(round.bet),
    win: formatMinor(round.win),
    outcome: publicOutcome(round),
    nonce: round.nonce,
    playedAt: round.createdAt.toISOString(),
  };
}

/**
 * What the player may see of a round's outcome: an open mines round hides its mines, an open blackjack
 * its shoe and hole card; the idempotency key of the last step (`stepKey`) is never shown.
 */
function publicOutcome(round: HouseRoundRow): Record<string, unknown> {
  const { stepKey: _key, ...outcome } = round.outcome ?? {};
  if (round.engine === 'blackjack' && round.outcome)
    return publicBlackjack(outcome as unknown as BlackjackState);
  if (isCardRound(round.engine) && round.outcome) return CARD_ROUNDS[round.engine].view(outcome);
  if (round.engine === 'mines' && round.state === 'debited') {
    const { mines: _hidden, ...visible } = outcome as unknown as MinesState;
    return visible as Record<string, unknown>;
  }
  return outcome;
}

/** JSON with object keys sorted, so equal requests hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The round id a bet under an idempotency key gets: a retry finds the round instead of playing again. */
export function keyedRoundId(sessionId: string, key: string) {
  const h = crypto.createHash('sha256').update(`rgs-play\n${sessionId}\n${key}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A refusal by the wallet (or the engine): nothing moved, the round can be closed as refused. */
export const isRefusal = (error: unknown) => error instanceof AppError && error.status < 500;
