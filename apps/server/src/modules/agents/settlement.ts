import { CONTRACT_KINDS, type TContractKind, type TContractPeriod } from '@crupier/contract/agents';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { agentContracts, agentPayouts, type PayoutDeduction } from '../../db/schema-agents';
import type { Ledger } from '../ledger/service';
import type { Merchant } from '../merchants/service';
import type { Wallet } from '../wallet/service';
import type { Contracts } from './contracts';
import { lastClosedPeriod, type Period, share, tierRate } from './periods';
import { createAgentRepository } from './repository';

type ContractRow = typeof agentContracts.$inferSelect;
type Line = {
  contract: ContractRow;
  period: Period;
  volume: bigint;
  rateBp: number;
  cumulative: bigint;
  baseline: bigint;
  settled: boolean;
};

/** The ledger transfer id of one payout line: the period id makes it once per period. */
export const payoutTransferId = (kind: string, agentId: bigint | string, periodId: string) =>
  `agent-pay:${kind}:${agentId}:${periodId}`;

/**
 * Pays contracts on the differential model (ADR 017): for the newest closed period of each active
 * contract, the agent's volume V (team turnover or net loss since its last paid baseline) selects its
 * tier rate r; it earns r × V minus, for each direct downline agent holding a contract of the same kind,
 * that agent's r' × V'. Volume the job has not yet counted (late rounds, voids) falls into the next
 * period: a paid line is never rewritten. A non-positive net loss pays nothing and keeps the baseline,
 * so the deficit carries forward. One line per agent, kind and period (unique), and the ledger transfer
 * has the same id.
 */
export function createSettlement(deps: { db: Db; ledger: Ledger; wallet: Wallet; contracts: Contracts }) {
  const { db, ledger, wallet, contracts } = deps;
  const repo = createAgentRepository(db);

  async function lastBaseline(contract: ContractRow): Promise<bigint> {
    const [last] = await db
      .select({ baseline: agentPayouts.baseline })
      .from(agentPayouts)
      .where(and(eq(agentPayouts.contractId, contract.id)))
      .orderBy(desc(agentPayouts.periodEnd), desc(agentPayouts.id))
      .limit(1);
    return last ? last.baseline : contract.baseline;
  }

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
    const lines = new Map<string, Line>();
    const byPeriodEnd = new Map<number, ContractRow[]>();
    for (const contract of active) {
      const period = lastClosedPeriod(contract.period as TContractPeriod, now, merchant.gmtOffset);
      // A contract accepted after the period ended has nothing to settle in it yet.
      if (!contract.decidedAt || contract.decidedAt >= period.end) continue;
      const list = byPeriodEnd.get(period.end.getTime()) ?? [];
      list.push(contract);
      byPeriodEnd.set(period.end.getTime(), list);
      const [existing] = await db
        .select()
        .from(agentPayouts)
        .where(
          and(
            eq(agentPayouts.agentId, contract.agentId),
            eq(agentPayouts.kind, kind),
            eq(agentPayouts.periodId, period.id),
          ),
        );
      lines.set(String(contract.agentId), {
        contract,
        period,
        volume: existing?.volume ?? 0n,
        rateBp: existing?.rateBp ?? 0,
        cumulative: 0n,
        baseline: existing?.baseline ?? 0n,
        settled: Boolean(existing),
      });
    }
    for (const [end, list] of byPeriodEnd) {
      const cumulative = await repo.cumulative(
        list.map((c) => c.agentId),
        new Date(end),
      );
      for (const contract of list) {
        const line = lines.get(String(contract.agentId))!;
        if (line.settled) continue;
        const totals = cumulative.get(String(contract.agentId))!;
        const cum = contract.basis === 'turnover' ? totals.turnover : totals.netloss;
        const baseline = await lastBaseline(contract);
        line.cumulative = cum;
        line.baseline = baseline;
        line.volume = cum - baseline;
        line.rateBp = tierRate(contract.tiers, line.volume);
      }
    }

    let paid = 0;
    for (const line of lines.values()) {
      if (line.settled) continue;
      const { contract, period } = line;
      const children = [...lines.values()].filter(
        (other) => other.contract.grantorId === contract.agentId && other.period.id === period.id,
      );
      const gross = share(line.volume, line.rateBp);
      const deductions: PayoutDeduction[] = children
        .filter((child) => child.volume > 0n)
        .map((child) => ({
          agentId: String(child.contract.agentId),
          volume: String(child.volume),
          rateBp: child.rateBp,
          amount: String(share(child.volume, child.rateBp)),
        }));
      const deducted = deductions.reduce((sum, d) => sum + BigInt(d.amount), 0n);
      const amount = gross > deducted ? gross - deducted : 0n;
      // Nothing happened in the period: no line.
      if (line.volume === 0n && deductions.length === 0) continue;
      const status = line.volume <= 0n ? 'carried' : amount > 0n ? 'paid' : 'nil';
      const baselineAfter = line.volume > 0n ? line.cumulative : line.baseline;
      const transferId = amount > 0n ? payoutTransferId(kind, contract.agentId, period.id) : null;
      const [holder] = await db
        .select({ id: accounts.id, type: accounts.type })
        .from(accounts)
        .where(eq(accounts.id, contract.agentId));
      const source =
        amount > 0n
          ? await ledger.account({
              merchantId: merchant.id,
              ownerType: 'commission',
              ownerId: null,
              kind: 'agent-pay',
              currency: merchant.currency,
            })
          : 0n;
      const target = amount > 0n && holder ? await wallet.walletOf(merchant, holder) : 0n;
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
          debit: source,
          credit: target,
          amount,
          kind: 'commission',
          reference: `agent ${kind} ${period.id}`,
        });
        paid++;
      });
    }
    if (paid > 0) log?.info({ merchant: merchant.code, kind, paid }, 'agent contracts settled');
    return paid;
  }

  return {
    /** Settles every kind the merchant has switched on, for the newest closed period at `now`. */
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
