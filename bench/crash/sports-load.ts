/**
 * The crash test's sports bettors: each opens a house sportsbook session and places singles until the
 * server dies under it. What the test checks afterwards: every bet acknowledged is kept (open, or
 * settled) with its stake taken, and no bet was written without its stake or left pending (ADR 033).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { queryRows } from '../../apps/server/src/db/client';
import { launchFirstGame } from '../lib/api';

type Quote = { outcomeId: string; odds: string };

async function post(url: string, path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { value?: Record<string, unknown> } };
}

/** A sportsbook session for the member (a SPORTS game launched, its launch token exchanged). */
export async function sportsSession(url: string, memberToken: string): Promise<string> {
  const launch = await launchFirstGame(url, memberToken, { gameType: 'SPORTS' });
  const opened = await post(url, '/sb/session', { launchToken: launch.searchParams.get('launch') });
  if (opened.status !== 200) throw new Error(`sportsbook session failed: ${JSON.stringify(opened.body)}`);
  return opened.body.value!.sessionId as string;
}

/** The first outcome of the first market of prematch football events starting ten minutes from now or later. */
export async function sportsQuotes(url: string): Promise<Quote[]> {
  const res = await fetch(`${url}/sb/events?sport=football&status=prematch&pageSize=50`);
  const value = (
    (await res.json()) as { value: { list: { startsAt: string; markets: { outcomes: Quote[] }[] }[] } }
  ).value;
  const later = value.list.filter((e) => Date.parse(e.startsAt) > Date.now() + 600_000);
  return later.map((e) => e.markets[0]!.outcomes[0]!).filter(Boolean);
}

/** Places singles of 1.00 until `stopAt` or until the server stops answering; the bets acknowledged. */
export async function sportsLoad(
  url: string,
  sessions: string[],
  quotes: Quote[],
  acks: string[],
  stopAt: number,
) {
  let seq = 0;
  const bettor = async (sessionId: string) => {
    while (Date.now() < stopAt) {
      const q = quotes[seq++ % quotes.length]!;
      try {
        const res = await post(url, '/sb/bets', {
          sessionId,
          kind: 'single',
          stake: '1.00',
          selections: [{ outcomeId: q.outcomeId, odds: q.odds }],
          acceptOdds: 'any',
        });
        if (res.status === 200) acks.push((res.body.value!.bet as { betId: string }).betId);
      } catch {
        return; // the server died under us
      }
    }
  };
  await Promise.all(sessions.map(bettor));
}

/** What the sports bets left: acknowledged bets not kept with their stake taken, and bets written without it. */
export async function sportsDamage(db: Db, acks: string[]) {
  const [lost] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT jsonb_array_elements_text(${JSON.stringify(acks)}::jsonb) AS id) a
        WHERE NOT EXISTS (
          SELECT 1 FROM sb_bets b
          JOIN vendor_transactions vt ON vt.transaction_id = 'sb:' || b.id || ':stake' AND vt.status = 'done'
          JOIN transfers t ON t.id = 'v' || vt.vendor_id || ':' || vt.transaction_id AND t.status = 'posted'
          WHERE b.id = a.id AND b.state NOT IN ('pending', 'refused'))`,
  );
  const [unpaid] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM sb_bets b
        WHERE b.state = 'pending' OR (b.state <> 'refused' AND NOT EXISTS (
          SELECT 1 FROM vendor_transactions vt WHERE vt.transaction_id = 'sb:' || b.id || ':stake' AND vt.status = 'done'))`,
  );
  return { lost: lost!.n, unpaid: unpaid!.n };
}
