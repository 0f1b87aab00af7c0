import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { houseRounds, houseSessions } from '../db/schema';
import { createContracts } from '../modules/agents/contracts';
import { createAgentRepository } from '../modules/agents/repository';
import { createLedger } from '../modules/ledger/service';
import type { Merchant } from '../modules/merchants/service';
import { createWallet } from '../modules/wallet/service';

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
 * Team history for the agent centre: settled rounds of cliente1..3 over the last days (stakes and wins
 * booked through the ledger), the team buckets rebuilt from them, and the house's
 * contracts of agente1. Contracts start after this history, so settlement pays only new play.
 */
export async function seedDemoAgents(db: Db, merchant: Merchant) {
  const ledger = createLedger(db);
  const wallet = createWallet(ledger);
  const ids = new Map(
    (
      await queryRows<{ id: string; username: string; type: number }>(
        db,
        sql`SELECT id::text AS id, username, type::int AS type FROM accounts WHERE merchant_id = ${merchant.id}`,
      )
    ).map((a) => [a.username, a]),
  );
  const [game] = await queryRows<{ id: string; vendor_id: number }>(
    db,
    sql`SELECT id::text AS id, vendor_id FROM games WHERE engine = 'dice' ORDER BY id LIMIT 1`,
  );
  if (game) {
    const now = Date.now();
    for (const [index, [username, daysAgo, bet, win]] of DEMO_AGENT_ROUNDS.entries()) {
      const account = ids.get(username);
      if (!account) continue;
      const accountId = BigInt(account.id);
      const sessionId = `demo-agent-${index}`;
      const at = new Date(now - daysAgo * 86_400_000 - (index + 1) * 60_000);
      await db.insert(houseSessions).values({
        id: sessionId,
        merchantId: merchant.id,
        accountId,
        gameId: BigInt(game.id),
        serverSeed: `demo-seed-${index}`,
        serverSeedHash: `demo-hash-${index}`,
        clientSeed: 'demo',
        createdAt: at,
        expiresAt: at,
      });
      const playerWallet = await wallet.walletOf(merchant, { id: accountId, type: account.type });
      // The house side of a bet, as the house games book it: the game's vendor sub-account.
      const house = await ledger.account({
        merchantId: merchant.id,
        ownerType: 'vendor',
        ownerId: BigInt(game.vendor_id),
        kind: 'bets:0',
        currency: merchant.currency,
      });
      // Players without opening funds get the stake first.
      await wallet.adjust(
        merchant,
        { id: accountId, type: account.type },
        BigInt(bet),
        `demo-agent-stake:${index}`,
        'demo stake',
      );
      await ledger.transfer({
        id: `demo-agent-bet:${index}`,
        merchantId: merchant.id,
        debit: playerWallet,
        credit: house,
        amount: BigInt(bet),
        kind: 'bet',
        reference: sessionId,
      });
      if (win > 0)
        await ledger.transfer({
          id: `demo-agent-win:${index}`,
          merchantId: merchant.id,
          debit: house,
          credit: playerWallet,
          amount: BigInt(win),
          kind: 'win',
          reference: sessionId,
        });
      await db.insert(houseRounds).values({
        id: `demo-agent-round-${index}`,
        sessionId,
        merchantId: merchant.id,
        accountId,
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
        createdAt: at,
        settledAt: at,
      });
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
 * Rebuilds the team buckets of a merchant's agents from its settled rounds, by round time (history
 * loads and the bench; the live trigger books by settlement time).
 */
export async function rebuildTeamStats(db: Db, merchantId: number) {
  await db.execute(
    sql`DELETE FROM agent_team_stats WHERE agent_id IN (SELECT ancestor_id FROM agent_closure WHERE merchant_id = ${merchantId})`,
  );
  await db.execute(
    sql`INSERT INTO agent_team_stats (agent_id, bucket, turnover, wins, rounds)
        SELECT c.ancestor_id, date_bin('5 minutes', coalesce(r.settled_at, r.created_at), TIMESTAMPTZ '2000-01-01 00:00:00+00'),
               sum(r.bet), sum(r.win), count(*)
        FROM house_rounds r JOIN agent_closure c ON c.descendant_id = r.account_id
        WHERE r.merchant_id = ${merchantId} AND r.state = 'settled'
        GROUP BY 1, 2`,
  );
  await db.execute(
    sql`DELETE FROM agent_member_activity WHERE agent_id IN (SELECT ancestor_id FROM agent_closure WHERE merchant_id = ${merchantId})`,
  );
  await db.execute(
    sql`INSERT INTO agent_member_activity (agent_id, account_id, last_round_at)
        SELECT c.ancestor_id, r.account_id, date_bin('5 minutes', max(r.created_at), TIMESTAMPTZ '2000-01-01 00:00:00+00')
        FROM house_rounds r JOIN agent_closure c ON c.descendant_id = r.account_id
        WHERE r.merchant_id = ${merchantId} AND r.state = 'settled'
        GROUP BY c.ancestor_id, r.account_id`,
  );
}
