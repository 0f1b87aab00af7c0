/**
 * `npm run bench:lottery`: settles one draw holding BENCH_LOTTERY_BETS bets (200,000 by default) on
 * PostgreSQL (TEST_DATABASE_URL, a fresh database dropped afterwards; PGlite without it, for the CI
 * smoke with a small N). The bets and their stakes are booked set-based first (as if placed: each bet's
 * stake moved from its player's wallet to the lottery sub-account through ledger rows), then the
 * timed part is exactly what the scheduler runs: draw the numbers, settle every bet and pay every win
 * through the ledger (`lottery.settle`). Then it checks the outcome: every bet settled once, the wins
 * paid equal the rules' wins recomputed here, and the ledger verifies.
 *
 * Goal (issue 14): ≤ 10 s for 200,000 bets on this machine.
 */
import { lotteryGame, winOf } from '@crupier/contract/lottery';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/db/client';
import { drawNumbers } from '../../apps/server/src/modules/lottery/draw';
import { createTestApp } from '../../apps/server/src/test/test-app';
import { seedBets } from './bulk';

const BETS = Number(process.env.BENCH_LOTTERY_BETS ?? 200_000);
const PLAYERS = Number(process.env.BENCH_LOTTERY_PLAYERS ?? Math.max(10, Math.ceil(BETS / 40)));
const GOAL_MS = Number(process.env.BENCH_LOTTERY_GOAL_MS ?? 10_000);
const GAME = 'VN_MB';

async function main() {
  const started = Date.now();
  const app = await createTestApp({ logLevel: 'silent', challenge: 'off' });
  const db = app.services.db;
  const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    const merchant = await app.services.merchants.resolve({ host: 'localhost' });
    const current = await app.services.lottery.current(merchant, GAME);
    const drawId = BigInt(current.drawId);
    const currency = merchant.currency;
    const house = await app.services.ledger.house(merchant.id, currency, 0);
    const shards = await Promise.all(
      Array.from({ length: 8 }, (_, s) =>
        app.services.ledger.account({
          merchantId: merchant.id,
          ownerType: 'vendor',
          ownerId: null,
          kind: `lottery:${s}`,
          currency,
        }),
      ),
    );

    // Players' wallets, funded from the house, then the bets and their stakes: all set-based.
    const setup = Date.now();
    await seedBets(db, {
      merchantId: merchant.id,
      currency,
      house,
      shards,
      drawId,
      bets: BETS,
      players: PLAYERS,
      game: GAME,
    });
    await db.execute(sql`ANALYZE lottery_bets`);
    const setupMs = Date.now() - setup;

    // The timed part: what the scheduler does when the draw is due.
    const closed = await queryRows<{ id: string }>(
      db,
      sql`UPDATE lottery_draws SET state = 'closed', closed_at = now(), closes_at = now(), draw_at = now()
          WHERE id = ${drawId} AND state = 'open' RETURNING id::text`,
    );
    if (closed.length !== 1) throw new Error('the bench draw was not open');
    const draw = await loadDraw(app, merchant.id, drawId);
    if (!draw) throw new Error('the bench draw is gone');
    const t0 = Date.now();
    const outcome = await app.services.lottery.settle(draw, benchLog);
    const settleMs = Date.now() - t0;
    if (!outcome) throw new Error('the draw was not settled');

    // Checks: every bet settled, the wins paid are the rules' wins, the ledger verifies.
    const game = lotteryGame(GAME)!;
    const numbers = drawNumbers(game, draw.seed, draw.drawNo);
    const bets = await queryRows<{
      bet_type: string;
      numbers: string[];
      stake: string;
      odds: number[];
      win: string;
      state: string;
    }>(
      db,
      sql`SELECT bet_type, numbers, stake::text, odds, win::text, state FROM lottery_bets WHERE draw_id = ${drawId}`,
    );
    let expected = 0n;
    let paid = 0n;
    for (const b of bets) {
      // Stored state: winners 'won'; losers stay 'open' and read as lost once the draw is settled.
      if ((b.state === 'won') !== BigInt(b.win) > 0n) throw new Error('a bet is marked won without a win');
      expected += winOf(game, b.bet_type, b.numbers, numbers, b.odds, BigInt(b.stake));
      paid += BigInt(b.win);
    }
    const transfers = await queryRows<{ n: number; total: string }>(
      db,
      sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM transfers WHERE id LIKE 'lottery-win:%'`,
    );
    const state = await queryRows<{ state: string }>(
      db,
      sql`SELECT state FROM lottery_draws WHERE id = ${drawId}`,
    );
    if (state[0]?.state !== 'settled') throw new Error('the draw is not settled');
    if (paid !== expected || BigInt(transfers[0]!.total) !== expected)
      throw new Error(`wins paid ${paid} / booked ${transfers[0]!.total} differ from the rules' ${expected}`);
    const verify = await app.services.ledger.verify();
    if (!verify.ok) throw new Error(`ledger does not verify: ${JSON.stringify(verify).slice(0, 500)}`);

    const lines = [
      `lottery settlement bench (${kind}): ${bets.length.toLocaleString('en')} bets on ${GAME} from ${PLAYERS.toLocaleString('en')} players`,
      `  setup (bets and stakes booked set-based): ${(setupMs / 1000).toFixed(1)} s`,
      `  settle (draw, mark bets, pay ${outcome.winners.toLocaleString('en')} wins through the ledger): ${(settleMs / 1000).toFixed(2)} s`,
      `  paid ${Number(outcome.paid) / 100} = rules' wins; ledger verifies; goal ≤ ${GOAL_MS / 1000} s: ${settleMs <= GOAL_MS ? 'met' : 'MISSED'}`,
      `  total run ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ];
    console.log(lines.join('\n'));
    if (settleMs > GOAL_MS) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

/** Prints the settlement's step timings (the service logs them at info). */
const benchLog = {
  info: (fields: Record<string, unknown>) => console.log(`  steps (ms): ${JSON.stringify(fields.steps)}`),
} as unknown as import('fastify').FastifyBaseLogger;

async function loadDraw(app: Awaited<ReturnType<typeof createTestApp>>, merchantId: number, id: bigint) {
  const { lotteryDraws } = await import('../../apps/server/src/db/schema-lottery');
  const { and, eq } = await import('drizzle-orm');
  const rows = await app.services.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.merchantId, merchantId)));
  return rows[0];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
