import { SB_DEFAULT_MARGIN, type SbSport, type TSbEvent, type TSbMarket } from '@crupier/contract/sportsbook';
import {
  distFor,
  liveSuspended,
  marketId,
  marketsFor,
  oddsText,
  outcomeId,
  type PricedMarket,
  priceMarkets,
} from './markets';
import type { EventRow } from './repository';
import { type LiveState, leagueName, liveState, scoreAndClock, type Timeline, teamName } from './world';

/** A merchant's book: margin per sport (default 5 %). */
export type Margins = Partial<Record<SbSport, number>>;
export const marginOf = (margins: Margins, sport: SbSport) => margins[sport] ?? SB_DEFAULT_MARGIN;

const CACHE_LIMIT = 4_000;

/**
 * Prices events for a merchant at a moment: prematch prices come from the model's parameters (cached
 * per event and margin), live prices from the drawn play's state at `now` (score and clock) and move
 * with them; markets stop on goals and near the end, and on the operator's suspensions.
 */
export function createBook() {
  const cache = new Map<string, { priced: PricedMarket[]; state: LiveState | null; at: number }>();

  function stateOf(event: EventRow, now: Date): LiveState | null {
    if (event.status !== 'live') return null;
    const span = event.endsAt.getTime() - event.startsAt.getTime();
    return liveState(
      event.timeline as unknown as Timeline,
      (now.getTime() - event.startsAt.getTime()) / span,
    );
  }

  /** The event's priced markets at `now`, with the live state they come from. */
  function priced(event: EventRow, margin: number, now: Date) {
    const sport = event.sport as SbSport;
    const state = stateOf(event, now);
    const key = `${event.id}|${margin}|${event.status}|${state ? JSON.stringify(state) : ''}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const params = event.params as Record<string, number>;
    const value = {
      priced: priceMarkets(
        sport,
        marketsFor(sport, params),
        distFor(sport, params, state ?? undefined),
        margin,
      ),
      state,
      at: Date.now(),
    };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
    return value;
  }

  /** Whether a market takes bets now: event open, not stopped by play or by the operator, not decided. */
  function marketOpen(event: EventRow, market: PricedMarket, state: LiveState | null) {
    if (event.status !== 'prematch' && event.status !== 'live') return false;
    if (event.suspended || market.decided) return false;
    if (event.suspendedMarkets.includes(marketId(event.id, market.def))) return false;
    if (state && liveSuspended(state)) return false;
    return true;
  }

  function view(event: EventRow, margin: number, now: Date, language: string): TSbEvent {
    const sport = event.sport as SbSport;
    let markets: TSbMarket[] = [];
    let score: TSbEvent['score'] = null;
    let clock: string | null = null;
    if (event.status === 'prematch' || event.status === 'live') {
      const { priced: list, state } = priced(event, margin, now);
      if (state) ({ score, clock } = scoreAndClock(state));
      markets = list.map((m) => ({
        marketId: marketId(event.id, m.def),
        type: m.def.type,
        line: m.def.line,
        status: marketOpen(event, m, state) ? 'open' : 'suspended',
        outcomes: m.def.outcomes.map((o, i) => ({
          outcomeId: outcomeId(event.id, m.def, o.key),
          name: o.label,
          odds: oddsText(m.odds[i]!),
        })),
      }));
    } else if (event.result) {
      score = { home: event.result.home, away: event.result.away, detail: null };
    }
    return {
      eventId: event.id,
      sport,
      league: event.league,
      leagueName: leagueName(event.league, language),
      home: teamName(event.league, event.home, language),
      away: teamName(event.league, event.away, language),
      startsAt: event.startsAt.toISOString(),
      status: event.status as TSbEvent['status'],
      score,
      clock,
      markets,
    };
  }

  /** The current quote of one outcome: odds (hundredths), fair probability and whether it takes bets. */
  function quote(event: EventRow, margin: number, now: Date, type: string, line: string | null, key: string) {
    if (event.status !== 'prematch' && event.status !== 'live') return null;
    const { priced: list, state } = priced(event, margin, now);
    const market = list.find((m) => m.def.type === type && m.def.line === line);
    const index = market?.def.outcomes.findIndex((o) => o.key === key) ?? -1;
    if (!market || index < 0) return null;
    return {
      odds: market.odds[index]!,
      fair: market.fair[index] ?? null,
      open: marketOpen(event, market, state),
      label: market.def.outcomes[index]!.label,
    };
  }

  return { view, quote, stateOf, clear: () => cache.clear() };
}

export type Book = ReturnType<typeof createBook>;
