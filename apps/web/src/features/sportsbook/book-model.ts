import type { TSbEvent } from './api';
import type { TSbKey, TSbText } from './text';

export const SPORTS = ['football', 'basketball', 'tennis', 'esports', 'cockfight'] as const;
export type TSport = (typeof SPORTS)[number];
export const ODDS_KEY = 'crupier.sportsbook.odds';

export type TMarket = TSbEvent['markets'][number];
export type TOutcome = TMarket['outcomes'][number];
export type TPick = {
  outcomeId: string;
  eventId: string;
  odds: string;
  label: string;
  event: string;
  market: string;
};
export type TSbMoney = (amount: string) => string;

export function marketTitle(t: TSbText, market: Pick<TMarket, 'type' | 'line'>): string {
  return t(`market_${market.type}` as TSbKey, { line: market.line ?? '' });
}

export function outcomeLabel(
  t: TSbText,
  name: string,
  event: { home: string; away: string },
  market?: Pick<TMarket, 'type' | 'line'>,
): string {
  if (name === 'home') return event.home;
  if (name === 'away') return event.away;
  if (/^\d+-\d+$/.test(name) || ['1X', 'X2', '12'].includes(name)) return name;
  const key = `outcome_${name}` as TSbKey;
  const text = t(key, { home: event.home, away: event.away });
  return market?.type === 'total' && market.line ? `${text} ${market.line}` : text;
}

/** The slip after a press on an outcome: picked once (at most 12 picks), a second press removes it. */
export function togglePick(
  list: TPick[],
  t: TSbText,
  event: TSbEvent,
  market: TMarket,
  outcome: TOutcome,
): TPick[] {
  if (list.some((p) => p.outcomeId === outcome.outcomeId))
    return list.filter((p) => p.outcomeId !== outcome.outcomeId);
  return [
    ...list,
    {
      outcomeId: outcome.outcomeId,
      eventId: event.eventId,
      odds: outcome.odds,
      label: outcomeLabel(t, outcome.name, event, market),
      event: `${event.home} – ${event.away}`,
      market: marketTitle(t, market),
    },
  ].slice(0, 12);
}

export function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}
