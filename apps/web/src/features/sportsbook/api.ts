import type { TSbBet, TSbEvent, TSbEvents, TSbSession } from '@crupier/contract/sportsbook';
import { apiFetch } from '@/api/client';

/** The house sportsbook's client calls (api-contract "House sportsbook"); types only from the contract. */
export type { TSbBet, TSbEvent, TSbEvents, TSbSession };
export type TSbBetRequest = {
  sessionId: string;
  kind: 'single' | 'combo' | 'system';
  system?: string;
  stake: string;
  selections: { outcomeId: string; odds: string }[];
  acceptOdds: 'none' | 'higher' | 'any';
};

export const openSession = (launchToken: string) =>
  apiFetch<TSbSession>('/sb/session', { method: 'POST', body: { launchToken } });

export const fetchEvents = (query: {
  sessionId: string;
  sport?: string;
  status?: 'live' | 'prematch' | 'ended';
  league?: string;
  eventId?: string;
  language?: string;
  pageSize?: number;
}) => apiFetch<TSbEvents>('/sb/events', { query });

export const placeBet = (body: TSbBetRequest) =>
  apiFetch<{ bet: TSbBet; balance: string }>('/sb/bets', { method: 'POST', body });

export const fetchBets = (sessionId: string, state: 'open' | 'settled', language?: string) =>
  apiFetch<{ list: TSbBet[]; total: number }>('/sb/bets', {
    query: { sessionId, state, language, pageSize: 50 },
  });

export const cashOut = (sessionId: string, betId: string, amount: string) =>
  apiFetch<{ bet: TSbBet; balance: string }>(`/sb/bets/${encodeURIComponent(betId)}/cashout`, {
    method: 'POST',
    body: { sessionId, amount },
  });

/** The live feed: `/sb/events/stream` on this origin. */
export function streamUrl(sessionId: string, language: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/sb/events/stream?sessionId=${encodeURIComponent(sessionId)}&language=${language}`;
}

export type TOddsFormat = 'decimal' | 'american' | 'fractional';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Decimal odds ("2.50") as decimal, American (+150 / -200) or fractional (3/2). */
export function formatOdds(odds: string, format: TOddsFormat): string {
  if (format === 'decimal') return odds;
  const profit = Math.round(Number(odds) * 100) - 100;
  if (profit <= 0) return format === 'american' ? '-' : '0/1';
  if (format === 'american') return profit >= 100 ? `+${profit}` : `-${Math.round(10_000 / profit)}`;
  const g = gcd(profit, 100);
  return `${profit / g}/${100 / g}`;
}

/** Minor units from a money string, and back (exact, no floating point). */
export function toMinor(text: string): bigint {
  const [whole = '0', frac = ''] = text.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt(`${frac}00`.slice(0, 2));
}
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** What a slip returns if every leg wins (the server computes the same, rounded down once). */
export function potentialWin(
  kind: 'single' | 'combo' | 'system',
  odds: number[],
  stake: bigint,
  k: number,
): bigint {
  if (kind === 'single') return odds.reduce((sum, o) => sum + (stake * BigInt(o)) / 100n, 0n);
  const lines: number[][] = [];
  const walk = (start: number, acc: number[]) => {
    if (acc.length === (kind === 'system' ? k : odds.length)) {
      lines.push(acc);
      return;
    }
    for (let i = start; i < odds.length; i++) walk(i + 1, [...acc, i]);
  };
  walk(0, []);
  const unit = kind === 'system' ? stake / BigInt(Math.max(1, lines.length)) : stake;
  return lines.reduce((sum, line) => {
    let num = unit;
    let den = 1n;
    for (const i of line) {
      num *= BigInt(odds[i]!);
      den *= 100n;
    }
    return sum + num / den;
  }, 0n);
}
