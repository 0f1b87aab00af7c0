import type { SbLegResult, SbMarketType, TSbEvent } from '@crupier/contract/sportsbook';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { legResult, parseOutcomeId } from './markets';
import { betReturn } from './payout';

let app: App;
let player: string;
let sessionId: string;
let events: TSbEvent[] = [];
let used = 0;

const cents = (s: string) => BigInt(Math.round(Number(s) * 100));
const balance = async () =>
  cents(
    (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(player) })).json().value.available,
  );

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  await app.services.sportsbook.stop();
  await app.services.sportsbook.ensureFixtures(app.services.clock.now());
  player = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
  await app.inject({
    method: 'POST',
    url: '/dev/fund',
    payload: { username: 'jugador2', amount: '100000.00' },
  });
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE game_type = 'SPORTS' AND engine = 'sportsbook' ORDER BY id LIMIT 1`,
  );
  const nodeId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const launch = await call(
    app,
    {},
    { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(player) },
  );
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  sessionId = (await app.inject({ method: 'POST', url: '/sb/session', payload: { launchToken } })).json()
    .value.sessionId;
  events = (await app.inject({ url: '/sb/events?sport=football&status=prematch&pageSize=100' })).json().value
    .list;
});
afterAll(async () => {
  await app.close();
});

const score = fc.record({ home: fc.integer({ min: 0, max: 5 }), away: fc.integer({ min: 0, max: 5 }) });

describe('sportsbook settlement (property)', () => {
  it('never pays twice; resettling any result sequence equals settling the last result once; the ledger verifies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            legs: fc.array(fc.record({ event: fc.nat(2), market: fc.nat(30), outcome: fc.nat(20) }), {
              minLength: 1,
              maxLength: 3,
            }),
            stake: fc.integer({ min: 1, max: 50 }),
            system: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.array(fc.oneof(score, fc.constant(null)), { minLength: 1, maxLength: 3 }), {
          minLength: 3,
          maxLength: 3,
        }),
        async (slips, sequences) => {
          const round = events.slice(used, used + 3);
          used += 3;
          if (round.length < 3) return;
          const start = await balance();
          let staked = 0n;
          const placed: {
            outcomeIds: string[];
            odds: number[];
            kind: string;
            unit: bigint;
            k: number | null;
          }[] = [];
          for (const slip of slips) {
            // One leg per event at most.
            const byEvent = new Map<number, (typeof slip.legs)[number]>();
            for (const leg of slip.legs) byEvent.set(leg.event, leg);
            const legs = [...byEvent.entries()].map(([e, leg]) => {
              const ev = round[e]!;
              const m = ev.markets[leg.market % ev.markets.length]!;
              const o = m.outcomes[leg.outcome % m.outcomes.length]!;
              return { outcomeId: o.outcomeId, odds: o.odds };
            });
            const kind = legs.length === 1 ? 'single' : slip.system && legs.length === 3 ? 'system' : 'combo';
            const lines = kind === 'system' ? 3 : 1;
            const stake = BigInt(slip.stake * 100 * lines);
            const res = await app.inject({
              method: 'POST',
              url: '/sb/bets',
              payload: {
                sessionId,
                kind,
                system: kind === 'system' ? '2/3' : undefined,
                stake: (Number(stake) / 100).toFixed(2),
                selections: legs,
                acceptOdds: 'none',
              },
            });
            if (res.statusCode !== 200) continue; // e.g. a decided market at 1.01: nothing moved
            staked += stake;
            placed.push({
              outcomeIds: legs.map((l) => l.outcomeId),
              odds: legs.map((l) => Math.round(Number(l.odds) * 100)),
              kind,
              unit: stake / BigInt(lines),
              k: kind === 'system' ? 2 : null,
            });
          }
          expect(await balance()).toBe(start - staked);
          // Results in sequence (null = void), each settled, some twice.
          const last = new Map<string, { home: number; away: number } | null>();
          for (let e = 0; e < 3; e++) {
            for (const result of sequences[e]!) {
              const eventId = round[e]!.eventId;
              if (last.get(eventId) === null) continue; // void is final
              if (result === null) await app.services.sportsbook.voidEvent(eventId);
              else await app.services.sportsbook.finish(eventId, result.home, result.away);
              last.set(eventId, result);
              await app.services.sportsbook.settlement.settleEvents([eventId], app.services.clock.now());
            }
          }
          await app.services.sportsbook.settlement.applyMoves(app.services.clock.now());
          // What settling only the last result once pays (a voided event stays void: void is final).
          const voided = new Set<string>();
          for (let e = 0; e < 3; e++) if (sequences[e]!.includes(null)) voided.add(round[e]!.eventId);
          let expected = 0n;
          for (const bet of placed) {
            const legs = bet.outcomeIds.map((id, i) => {
              const o = parseOutcomeId(id)!;
              const r = last.get(o.eventId);
              const result: SbLegResult =
                voided.has(o.eventId) || !r
                  ? 'void'
                  : legResult('football', o.type as SbMarketType, o.line, o.key, r);
              return { odds: bet.odds[i]!, result };
            });
            expected += betReturn({ kind: bet.kind as 'combo', systemK: bet.k, unitStake: bet.unit }, legs);
          }
          expect(await balance()).toBe(start - staked + expected);
        },
      ),
      { numRuns: 12 },
    );
    expect((await app.services.ledger.verify()).ok).toBe(true);
  }, 240_000);
});
