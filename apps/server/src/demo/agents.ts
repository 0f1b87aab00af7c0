import { formatMinor } from '@crupier/contract/money';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { houseRounds, houseSessions } from '@/db/schema';
import { createContracts } from '@/modules/agents/contracts';
import { createAgentRepository } from '@/modules/agents/repository';
import { createAccounts } from '@/modules/identity/accounts';
import { createIdentityRepository } from '@/modules/identity/repository';
import { createSessionService } from '@/modules/identity/sessions';
import { createLedger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import { createSeamlessWallet } from '@/modules/vendors/seamless-wallet';
import { createWallet } from '@/modules/wallet/service';

/** Demo rounds of the agent tree (issue 16), in minor units: [player, days ago, bet, win]. */
export const DEMO_AGENT_ROUNDS: [string, number, number, number][] = [
  ['cliente1', 0, 1_000, 0],
  ['cliente1', 0, 2_000, 3_000],
  ['cliente1', 2, 5_000, 0],
  ['cliente2', 0, 1_500, 0],
  ['cliente2', 5, 2_500, 4_000],
  ['cliente3', 1, 3_000, 0],
  ['cliente3', 12, 4_000, 1_000],
];

/** The house's contracts of the demo top agent agente1 (turnover tiers for salaries, net loss for dividends). */
export const DEMO_AGENT_CONTRACTS = [
  {
    kind: 'daily',
    basis: 'turnover',
    period: 'daily',
    tiers: [
      { min: '0.00', rateBp: 100 },
      { min: '10000.00', rateBp: 150 },
    ],
  },
  { kind: 'hourly', basis: 'turnover', period: 'hourly', tiers: [{ min: '0.00', rateBp: 50 }] },
  { kind: 'realtime', basis: 'turnover', period: 'realtime', tiers: [{ min: '0.00', rateBp: 30 }] },
  {
    kind: 'dividend',
    basis: 'netloss',
    period: 'monthly',
    tiers: [
      { min: '0.00', rateBp: 2000 },
      { min: '50000.00', rateBp: 3000 },
    ],
  },
] as const;

/**
 * Team history for the agent centre: rounds of cliente1..3 played through the seamless wallet (the path
 * every house game and vendor takes: vendor transactions with the game, ledger transfers, the team
 * figures fed from them), each stake funded first, with the house round record beside it; then dated
 * back to their day and the team buckets rebuilt by round time. The house's contracts of agente1 start
 * after this history, so settlement pays only new play.
 */
export async function seedDemoAgents(db: Db, merchant: Merchant) {
  const ledger = createLedger(db);
  const wallet = createWallet(ledger);
  const identity = createIdentityRepository(db);
  const seamless = createSeamlessWallet({
    db,
    ledger,
    wallet,
    sessions: createSessionService(identity),
    accounts: createAccounts(identity),
  });
  const ids = new Map(
    (
      await queryRows<{ id: string; username: string; type: number }>(
        db,
        sql`SELECT id::text AS id, username, type::int AS type FROM accounts WHERE merchant_id = ${merchant.id}`,
      )
    ).map((a) => [a.username, a]),
  );
  const [game] = await queryRows<{ id: string; vendor_id: number; game_code: string; vendor_code: string }>(
    db,
    sql`SELECT g.id::text AS id, g.vendor_id, g.game_code, v.code AS vendor_code
        FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE g.engine = 'dice' ORDER BY g.id LIMIT 1`,
  );
  const vendor = game ? await seamless.findVendor(game.vendor_code) : undefined;
  if (game && vendor) {
    const now = Date.now();
    for (const [index, [username, daysAgo, bet, win]] of DEMO_AGENT_ROUNDS.entries()) {
      const known = ids.get(username);
      const account = known ? await identity.findAccountById(BigInt(known.id)) : undefined;
      if (!account) continue;
      const sessionId = `demo-agent-${index}`;
      const roundId = `demo-agent-round-${index}`;
      const at = new Date(now - daysAgo * 86_400_000 - (index + 1) * 60_000);
      await db.insert(houseSessions).values({
        id: sessionId,
        merchantId: merchant.id,
        accountId: account.id,
        gameId: BigInt(game.id),
        serverSeed: `demo-seed-${index}`,
        serverSeedHash: `demo-hash-${index}`,
        clientSeed: 'demo',
        createdAt: at,
        expiresAt: at,
      });
      // Players without opening funds get the stake first.
      await wallet.adjust(merchant, account, BigInt(bet), `demo-agent-stake:${index}`, 'demo stake');
      const debitTx = `${roundId}:bet`;
      const creditTx = `${roundId}:win`;
      await seamless.house.debit(vendor, merchant, account, {
        transactionId: debitTx,
        roundId,
        gameCode: game.game_code,
        amount: formatMinor(BigInt(bet)),
      });
      if (win > 0)
        await seamless.house.credit(vendor, merchant, account, {
          transactionId: creditTx,
          roundId,
          gameCode: game.game_code,
          amount: formatMinor(BigInt(win)),
        });
      await db.insert(houseRounds).values({
        id: roundId,
        sessionId,
        merchantId: merchant.id,
        accountId: account.id,
        gameId: BigInt(game.id),
        engine: 'dice',
        bet: BigInt(bet),
        win: BigInt(win),
        params: { target: 4950, direction: 'under' },
        outcome: { demo: true },
        state: 'settled',
        serverSeedHash: `demo-hash-${index}`,
        clientSeed: 'demo',
        nonce: 1,
        debitTx,
        creditTx: win > 0 ? creditTx : null,
        createdAt: at,
        settledAt: at,
      });
      // The history is dated back to its day (the ledger keeps the real posting time).
      await db.execute(
        sql`UPDATE agent_bets SET created_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
            WHERE account_id = ${account.id} AND round_key = ${`v${vendor.id}:${roundId}`}`,
      );
    }
    await rebuildTeamStats(db, merchant.id);
  }
  const top = ids.get('agente1');
  if (top) {
    const contracts = createContracts(db, createAgentRepository(db));
    for (const contract of DEMO_AGENT_CONTRACTS) {
      await contracts.grant(
        merchant.id,
        BigInt(top.id),
        { agentId: top.id, ...contract, tiers: [...contract.tiers] },
        new Date(),
      );
    }
  }
}

/**
 * Rebuilds the buckets of a merchant's agents and members (team, per member and game type, activity)
 * from the members' rounds in `agent_bets`, by round time: history loads and the bench (the live
 * triggers book by posting time).
 */
export async function rebuildTeamStats(db: Db, merchantId: number) {
  const bucket = sql`date_bin('5 minutes', b.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;
  await db.execute(
    sql`DELETE FROM agent_team_stats WHERE agent_id IN (SELECT ancestor_id FROM agent_closure WHERE merchant_id = ${merchantId})`,
  );
  await db.execute(
    sql`INSERT INTO agent_team_stats (agent_id, bucket, turnover, wins, rounds)
        SELECT c.ancestor_id, ${bucket}, sum(b.bet - b.refund), sum(b.win),
               (count(*) FILTER (WHERE b.bet > b.refund))::int
        FROM agent_bets b JOIN agent_closure c ON c.descendant_id = b.account_id
        WHERE b.merchant_id = ${merchantId}
        GROUP BY 1, 2`,
  );
  await db.execute(
    sql`DELETE FROM agent_member_stats WHERE account_id IN (SELECT account_id FROM agent_bets WHERE merchant_id = ${merchantId})`,
  );
  await db.execute(
    sql`INSERT INTO agent_member_stats (account_id, bucket, game_type, vendor_id, turnover, wins, rounds)
        SELECT b.account_id, ${bucket}, b.game_type, coalesce(b.vendor_id, 0), sum(b.bet - b.refund), sum(b.win),
               (count(*) FILTER (WHERE b.bet > b.refund))::int
        FROM agent_bets b
        WHERE b.merchant_id = ${merchantId}
        GROUP BY 1, 2, 3, 4`,
  );
  await db.execute(
    sql`DELETE FROM agent_member_activity WHERE agent_id IN (SELECT ancestor_id FROM agent_closure WHERE merchant_id = ${merchantId})`,
  );
  await db.execute(
    sql`INSERT INTO agent_member_activity (agent_id, account_id, last_round_at)
        SELECT c.ancestor_id, b.account_id, date_bin('5 minutes', max(b.created_at), TIMESTAMPTZ '2000-01-01 00:00:00+00')
        FROM agent_bets b JOIN agent_closure c ON c.descendant_id = b.account_id
        WHERE b.merchant_id = ${merchantId} AND b.bet > 0
        GROUP BY c.ancestor_id, b.account_id`,
  );
}
