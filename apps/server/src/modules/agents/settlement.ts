import { CONTRACT_KINDS, type TContractKind, type TContractPeriod } from '@crupier/contract/agents';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { agentContracts, agentPayouts, type PayoutDeduction } from '@/db/schema-agents';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import type { Contracts } from './contracts';
import { lastClosedPeriod, type Period, periodsBetween, share, tierRate } from './periods';
import { type AgentRepository, createAgentRepository } from './repository';

type ContractRow = typeof agentContracts.$inferSelect;
type PayoutRow = typeof agentPayouts.$inferSelect;
type Line = {
  contract: ContractRow;
  period: Period;
  volume: bigint;
  rateBp: number;
  cumulative: bigint;
};

async function lastLine(db: Db, contract: ContractRow): Promise<PayoutRow | undefined> {
  const [last] = await db
    .select()
    .from(agentPayouts)
    .where(eq(agentPayouts.contractId, contract.id))
    .orderBy(desc(agentPayouts.periodEnd), desc(agentPayouts.id))
    .limit(1);
  return last;
}

/** The cumulative team volume (of the contract's basis) at the end of each period. */
async function cumulativeAt(repo: AgentRepository, contract: ContractRow, periods: Period[]) {
  const first = periods[0]!;
  const last = periods[periods.length - 1]!;
  const agentKey = String(contract.agentId);
  const before = (await repo.cumulative([contract.agentId], first.start)).get(agentKey)!;
  const pick = (v: { turnover: bigint | string; netloss: bigint | string }) =>
    BigInt(contract.basis === 'turnover' ? v.turnover : v.netloss);
  const buckets = await repo.teamBuckets([contract.agentId], { from: first.start, to: last.end });
  const out = new Map<string, bigint>();
  let cum = pick(before);
  let i = 0;
  for (const period of periods) {
    for (; i < buckets.length && new Date(buckets[i]!.bucket) < period.end; i++) cum += pick(buckets[i]!);
    out.set(period.id, cum);
  }
  return out;
}

/** The lines to decide, by period id then agent, and each agent's baseline before them. */
async function linesToDecide(
  { db, repo }: { db: Db; repo: AgentRepository },
  merchant: Merchant,
  active: ContractRow[],
  now: Date,
) {
  // The lines to decide, by period id, then agent; periods in time order.
  const byPeriod = new Map<string, { period: Period; lines: Map<string, Line> }>();
  const baselines = new Map<string, bigint>();
  for (const contract of active) {
    const type = contract.period as TContractPeriod;
    const closed = lastClosedPeriod(type, now, merchant.gmtOffset);
    // A contract accepted after the period ended has nothing to settle in it yet.
    if (!contract.decidedAt || contract.decidedAt >= closed.end) continue;
    const previous = await lastLine(db, contract);
    const from =
      previous && previous.periodEnd > contract.decidedAt ? previous.periodEnd : contract.decidedAt;
    if (previous && previous.periodEnd >= closed.end) continue;
    const periods = periodsBetween(type, from, closed, merchant.gmtOffset);
    if (periods.length === 0) continue;
    baselines.set(String(contract.agentId), previous ? previous.baseline : contract.baseline);
    const cumulative = await cumulativeAt(repo, contract, periods);
    for (const period of periods) {
      const entry = byPeriod.get(period.id) ?? { period, lines: new Map<string, Line>() };
      entry.lines.set(String(contract.agentId), {
        contract,
        period,
        volume: 0n,
        rateBp: 0,
        cumulative: cumulative.get(period.id)!,
      });
      byPeriod.set(period.id, entry);
    }
  }
  return { byPeriod, baselines };
}

/** What a line gives up to its direct downline agents of the same kind in the period. */
function deductionsOf(
  active: ContractRow[],
  contract: ContractRow,
  lines: Map<string, Line>,
  written: Map<string, PayoutRow>,
  periodId: string,
): PayoutDeduction[] {
  const children = active.filter((c) => c.grantorId === contract.agentId);
  const childVolumes = children.map((child) => {
    const key = String(child.agentId);
    const computed = lines.get(key);
    const existing = written.get(`${key}|${periodId}`);
    if (existing) return { agentId: key, volume: existing.volume, rateBp: existing.rateBp };
    if (computed) return { agentId: key, volume: computed.volume, rateBp: computed.rateBp };
    return { agentId: key, volume: 0n, rateBp: 0 };
  });
  const deductions: PayoutDeduction[] = childVolumes
    .filter((child) => child.volume > 0n)
    .map((child) => ({
      agentId: child.agentId,
      volume: String(child.volume),
      rateBp: child.rateBp,
      amount: String(share(child.volume, child.rateBp)),
    }));
  return deductions;
}

/** The lines already written for these agents from `from` on, by agent and period id. */
async function writtenLines(db: Db, kind: TContractKind, active: ContractRow[], from: Date) {
  const agentIds = active.map((c) => c.agentId);
  const written = new Map<string, PayoutRow>();
  for (const row of await db
    .select()
    .from(agentPayouts)
    .where(
      and(
        eq(agentPayouts.kind, kind),
        inArray(agentPayouts.agentId, agentIds),
        gte(agentPayouts.periodEnd, from),
      ),
    ))
    written.set(`${row.agentId}|${row.periodId}`, row);
  return written;
}

/** The ledger transfer id of one payout line: the period id makes it once per period. */
export const payoutTransferId = (kind: string, agentId: bigint | string, periodId: string) =>
  `agent-pay:${kind}:${agentId}:${periodId}`;

/**
 * Pays contracts on the differential model (ADR 017): every closed period of each active contract that
 * has no line yet is paid as its own line, oldest first. In a period the agent's volume V (team
 * turnover or net loss since its last paid baseline, from the ledger-fed team buckets) selects its tier
 * rate r; it earns r × V minus, for each direct downline agent holding a contract of the same kind,
 * that agent's r' × V' in the same period. Volume the job has not yet counted (late bets, refunds)
 * falls into the next period: a paid line is never rewritten. A non-positive net loss pays nothing and
 * keeps the baseline, so the deficit carries forward. One line per agent, kind and period (unique), and
 * the ledger transfer has the same id.
 */
export function createSettlement(deps: { db: Db; ledger: Ledger; wallet: Wallet; contracts: Contracts }) {
  const { db, ledger, wallet, contracts } = deps;
  const repo = createAgentRepository(db);

  async function settleKind(merchant: Merchant, kind: TContractKind, now: Date, log?: FastifyBaseLogger) {
    const active = await db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchant.id),
          eq(agentContracts.kind, kind),
          eq(agentContracts.status, 'active'),
        ),
      );
    if (active.length === 0) return 0;
    const { byPeriod, baselines } = await linesToDecide({ db, repo }, merchant, active, now);
    if (byPeriod.size === 0) return 0;
    const ordered = [...byPeriod.values()].sort((a, b) => a.period.end.getTime() - b.period.end.getTime());
    // Lines already written in these periods (a child paid by an earlier run, or a concurrent run).
    const written = await writtenLines(db, kind, active, ordered[0]!.period.end);

    let source: bigint | undefined;
    let paid = 0;
    for (const { period, lines } of ordered) {
      // Every volume of the period first: a parent's deduction needs its children's.
      for (const [agent, line] of lines) {
        const baseline = baselines.get(agent)!;
        line.volume = line.cumulative - baseline;
        line.rateBp = tierRate(line.contract.tiers, line.volume);
      }
      for (const [agent, line] of lines) {
        const { contract } = line;
        const done = written.get(`${agent}|${period.id}`);
        if (done) {
          // Written already: its baseline is where the next period counts from.
          baselines.set(agent, done.baseline);
          continue;
        }
        const gross = share(line.volume, line.rateBp);
        const deductions = deductionsOf(active, contract, lines, written, period.id);
        const deducted = deductions.reduce((sum, d) => sum + BigInt(d.amount), 0n);
        const amount = gross > deducted ? gross - deducted : 0n;
        // Nothing happened in the period: no line.
        if (line.volume === 0n && deductions.length === 0) continue;
        const status = line.volume <= 0n ? 'carried' : amount > 0n ? 'paid' : 'nil';
        const baselineAfter = line.volume > 0n ? line.cumulative : baselines.get(agent)!;
        baselines.set(agent, baselineAfter);
        const transferId = amount > 0n ? payoutTransferId(kind, contract.agentId, period.id) : null;
        const [holder] = await db
          .select({ id: accounts.id, type: accounts.type })
          .from(accounts)
          .where(eq(accounts.id, contract.agentId));
        const target = amount > 0n && holder ? await wallet.walletOf(merchant, holder) : 0n;
        if (amount > 0n)
          source ??= await ledger.account({
            merchantId: merchant.id,
            ownerType: 'commission',
            ownerId: null,
            kind: 'agent-pay',
            currency: merchant.currency,
          });
        await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(agentPayouts)
            .values({
              merchantId: merchant.id,
              agentId: contract.agentId,
              contractId: contract.id,
              kind,
              periodId: period.id,
              periodStart: period.start,
              periodEnd: period.end,
              volume: line.volume,
              rateBp: line.rateBp,
              gross,
              deductions,
              amount,
              baseline: baselineAfter,
              status,
              transferId,
            })
            .onConflictDoNothing()
            .returning({ id: agentPayouts.id });
          if (inserted.length === 0 || !transferId) return;
          await ledger.inTransaction(tx).transfer({
            id: transferId,
            merchantId: merchant.id,
            debit: source!,
            credit: target,
            amount,
            kind: 'commission',
            reference: `agent ${kind} ${period.id}`,
          });
          paid++;
        });
      }
    }
    if (paid > 0) log?.info({ merchant: merchant.code, kind, paid }, 'agent contracts settled');
    return paid;
  }

  return {
    /** Settles every kind the merchant has switched on: every closed period at `now` not paid yet. */
    async run(merchant: Merchant, now: Date, log?: FastifyBaseLogger) {
      const features = await contracts.features(merchant.id);
      let paid = 0;
      for (const kind of CONTRACT_KINDS) {
        if (features[kind]) paid += await settleKind(merchant, kind, now, log);
      }
      return paid;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
