import { parseMinor } from '@crupier/contract/money';
import { SB_MAX_LEGS, type SbAcceptOdds, type SbSport } from '@crupier/contract/sportsbook';
import { AppError } from '@/platform/app-error';
import { type Book, type Margins, marginOf } from './book';
import { oddsText, parseOdds, parseOutcomeId } from './markets';
import { binomial, potentialReturn } from './payout';
import type { EventRow } from './repository';
import { type Limits, limitsText } from './settings';

export type PlaceInput = {
  sessionId: string;
  kind: 'single' | 'combo' | 'system';
  system?: string | undefined;
  stake: string;
  selections: { outcomeId: string; odds: string }[];
  acceptOdds: SbAcceptOdds;
};

/** The bet's kind checked against its selections: a system's k (of k/n), null for a single or combo. */
export function systemKOf(input: PlaceInput): number | null {
  const n = input.selections.length;
  if (input.kind === 'single' && n !== 1)
    throw new AppError('invalid_selections', 422, 'a single has one selection');
  if (input.kind === 'combo' && (n < 2 || n > SB_MAX_LEGS))
    throw new AppError('invalid_selections', 422, `a combo has 2 to ${SB_MAX_LEGS} selections`);
  if (input.kind === 'system') {
    const [k, of] = (input.system ?? '').split('/').map(Number);
    if (!k || !of || of !== n || k < 2 || k >= n || n > SB_MAX_LEGS)
      throw new AppError('invalid_selections', 422, 'a system k/n has n selections and 2 ≤ k < n');
    return k;
  }
  if (input.system !== undefined) throw new AppError('invalid_selections', 422, 'system is for system bets');
  return null;
}

/** Each selection's outcome id split up, with the odds the member asked for; one selection per event. */
export function parseSelections(selections: PlaceInput['selections']) {
  const parsed = selections.map((s) => {
    const id = parseOutcomeId(s.outcomeId);
    if (!id) throw new AppError('invalid_selections', 422, `unknown outcome ${s.outcomeId}`);
    return { ...id, outcomeId: s.outcomeId, requested: parseOdds(s.odds) };
  });
  if (new Set(parsed.map((p) => p.eventId)).size !== selections.length)
    throw new AppError('invalid_selections', 422, 'two selections of one event cannot go in one bet');
  return parsed;
}

type Selection = ReturnType<typeof parseSelections>[number];

/** Whether the odds now differ from the requested ones in a way the member did not accept. */
function oddsMoved(acceptOdds: SbAcceptOdds, odds: number, requested: number) {
  return acceptOdds === 'none' ? odds !== requested : acceptOdds === 'higher' ? odds < requested : false;
}

/**
 * The bet's legs at the book's odds now. An unknown outcome is refused; suspended markets and odds
 * moved beyond what the member accepts are answered (409) with the selections concerned.
 */
export function priceLegs(
  book: Book,
  parsed: Selection[],
  events: Map<string, EventRow>,
  margins: Margins,
  now: Date,
  acceptOdds: SbAcceptOdds,
) {
  const changed: { outcomeId: string; odds: string }[] = [];
  const suspended: string[] = [];
  const legs = parsed.map((p, idx) => {
    const event = events.get(p.eventId);
    const quote = event
      ? book.quote(event, marginOf(margins, event.sport as SbSport), now, p.type, p.line, p.key)
      : null;
    if (!event || (!quote && event.status !== 'ended' && event.status !== 'void'))
      throw new AppError('invalid_selections', 422, `unknown outcome ${p.outcomeId}`);
    if (!quote?.open) suspended.push(p.outcomeId);
    const odds = quote?.odds ?? p.requested;
    if (oddsMoved(acceptOdds, odds, p.requested))
      changed.push({ outcomeId: p.outcomeId, odds: oddsText(odds) });
    return {
      betId: '',
      idx,
      eventId: p.eventId,
      outcomeId: p.outcomeId,
      market: p.type,
      line: p.line,
      outcome: p.key,
      odds,
      requestedOdds: p.requested,
    };
  });
  if (suspended.length > 0) throw new AppError('market_suspended', 409, undefined, { outcomeIds: suspended });
  if (changed.length > 0) throw new AppError('odds_changed', 409, undefined, { selections: changed });
  return legs;
}

export type PricedLeg = ReturnType<typeof priceLegs>[number];

/** The stake split into its lines' equal unit stakes, and the potential win, within the merchant's limits. */
export function stakeOf(input: PlaceInput, systemK: number | null, legs: PricedLeg[], limits: Limits) {
  const stake = parseMinor(input.stake);
  const lines = input.kind === 'system' ? binomial(legs.length, systemK!) : 1;
  if (stake % BigInt(lines) !== 0n)
    throw new AppError('stake_limit', 422, `a ${input.system} system stake is a multiple of ${lines} units`, {
      lines,
    });
  const unitStake = stake / BigInt(lines);
  const shape = { kind: input.kind, systemK, unitStake };
  const potentialWin = potentialReturn(
    shape,
    legs.map((l) => l.odds),
  );
  const limitDetails = limitsText(limits);
  if (unitStake < limits.minStake || stake > limits.maxStake)
    throw new AppError('stake_limit', 422, 'the stake is outside the limits', limitDetails);
  if (potentialWin > limits.maxPayout)
    throw new AppError('stake_limit', 422, 'the potential win is over the maximum payout', limitDetails);
  return { stake, lines, unitStake, potentialWin };
}
