import { formatMinor } from '@crupier/contract/money';
import type { SbLegResult, SbMarketType, SbSport, TSbBet } from '@crupier/contract/sportsbook';
import type { Clock } from '@/platform/clock';
import { type Book, marginOf } from './book';
import { oddsText } from './markets';
import { linesOf } from './payout';
import type { BetRow, EventRow, LegRow, SportsbookRepository } from './repository';
import type { SettingsOf } from './settings';
import { teamName } from './world';

/** Cash-out keeps this share of the fair value. */
const CASHOUT_MARGIN = 0.05;

export function betView(
  bet: BetRow,
  legs: LegRow[],
  events: Map<string, EventRow>,
  language: string,
  cashout: bigint | null,
): TSbBet {
  return {
    betId: bet.id,
    kind: bet.kind as TSbBet['kind'],
    system: bet.systemK ? `${bet.systemK}/${legs.length}` : null,
    state: bet.state === 'pending' ? 'open' : (bet.state as TSbBet['state']),
    result: (bet.result as TSbBet['result']) ?? null,
    stake: formatMinor(bet.stake),
    odds: oddsText(bet.odds),
    potentialWin: formatMinor(bet.potentialWin),
    payout: formatMinor(bet.payout),
    cashout: cashout === null ? null : formatMinor(cashout),
    selections: legs.map((leg) => {
      const event = events.get(leg.eventId);
      const home = event ? teamName(event.league, event.home, language) : '';
      const away = event ? teamName(event.league, event.away, language) : '';
      return {
        outcomeId: leg.outcomeId,
        eventId: leg.eventId,
        sport: (event?.sport ?? 'football') as SbSport,
        event: `${home} – ${away}`,
        market: leg.market as SbMarketType,
        line: leg.line,
        name: leg.outcome,
        odds: oddsText(leg.odds),
        requestedOdds: oddsText(leg.requestedOdds),
        result: (leg.result as SbLegResult | null) ?? null,
      };
    }),
    placedAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}

/** A member's bets as the API shows them, with their cash-out offers priced by the merchant's book. */
export function createBetViews(clock: Clock, repo: SportsbookRepository, book: Book, settingsOf: SettingsOf) {
  /** The cash-out offer of an open bet now, or null (a leg's market closed, or the bet is not open). */
  function cashoutOffer(
    bet: BetRow,
    legs: LegRow[],
    events: Map<string, EventRow>,
    margin: (sport: SbSport) => number,
    now: Date,
  ): bigint | null {
    if (bet.state !== 'open') return null;
    // Value per leg: a settled leg's return fraction, an open leg's placed odds × current fair chance.
    const values: number[] = [];
    for (const leg of legs) {
      if (leg.result) {
        const o = leg.odds / 100;
        const r = { win: o, half_win: (1 + o) / 2, push: 1, void: 1, half_loss: 0.5, loss: 0 }[
          leg.result as SbLegResult
        ];
        values.push(r);
        continue;
      }
      const event = events.get(leg.eventId);
      if (!event) return null;
      const q = book.quote(event, margin(event.sport as SbSport), now, leg.market, leg.line, leg.outcome);
      if (!q?.open || q.fair === null) return null;
      values.push((leg.odds / 100) * q.fair);
    }
    let total = 0;
    for (const line of linesOf(
      { kind: bet.kind as 'single', systemK: bet.systemK, unitStake: bet.unitStake },
      legs.length,
    )) {
      total += line.reduce((v, i) => v * values[i]!, Number(bet.unitStake));
    }
    const offer = BigInt(Math.floor(total * (1 - CASHOUT_MARGIN)));
    return offer > 0n ? offer : null;
  }

  async function betsWithViews(bets: BetRow[], merchantId: number, language: string) {
    const legs = await repo.legsOf(bets.map((b) => b.id));
    const events = new Map(
      (await repo.eventsByIds([...new Set(legs.map((l) => l.eventId))])).map((e) => [e.id, e]),
    );
    const { margins } = await settingsOf(merchantId);
    const now = clock.now();
    return bets.map((bet) => {
      const own = legs.filter((l) => l.betId === bet.id);
      return betView(
        bet,
        own,
        events,
        language,
        cashoutOffer(bet, own, events, (s) => marginOf(margins, s), now),
      );
    });
  }

  return { cashoutOffer, betsWithViews };
}

export type BetViews = ReturnType<typeof createBetViews>;
