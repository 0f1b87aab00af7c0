import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../apps/server/src/db/client';
import { calmCrashChain } from '../../apps/server/src/test/calm-crash-chain';

/**
 * Crash rounds run on the server's real timing (5 s of bets, the flight, 3 s of pause); a long flight
 * (×10 takes 38 s) would stretch the run. As in apps/web/e2e/crash.e2e.ts, the game gets, before its
 * first round, a hash chain whose first rounds all crash at ×1.60 or lower (flights under 8 s); only
 * the secret chain seed is chosen, the server draws, shows and reveals the rounds as always.
 */
const CALM_ROUNDS = 10;
const CHAIN_LENGTH = CALM_ROUNDS + 2;
const CALM_MAX = 160;

const calmChain = () => calmCrashChain({ length: CHAIN_LENGTH, calmRounds: CALM_ROUNDS, max: CALM_MAX });

/** A crash game of the default merchant's catalogue, given a calm chain; returns its node id. */
export async function calmCrashGame(db: Db): Promise<string> {
  const [game] = await queryRows<{ id: string }>(
    db,
    sql`SELECT g.id::text AS id FROM games g JOIN vendors v ON v.id = g.vendor_id
        WHERE g.engine = 'crash' AND g.status = 'active' AND v.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM crash_games c WHERE c.game_id = g.id)
        ORDER BY g.id LIMIT 1`,
  );
  if (!game) throw new Error('no crash game in the catalogue');
  const chain = calmChain();
  await db.execute(sql`
    INSERT INTO crash_games (merchant_id, game_id, chain_seed, chain_length, chain_commitment, salt)
    SELECT m.id, ${game.id}::bigint, ${chain.chainSeed}, ${CHAIN_LENGTH}, ${chain.commitment}, ${chain.salt}
    FROM merchants m WHERE m.is_default`);
  return game.id;
}

/** Which instance holds the game's round loop (its random instance id), or null. */
export async function crashLeader(db: Db, gameId: string): Promise<string | null> {
  const [row] = await queryRows<{ leader: string | null }>(
    db,
    sql`SELECT leader_id AS leader FROM crash_games WHERE game_id = ${gameId}::bigint`,
  );
  return row?.leader ?? null;
}
