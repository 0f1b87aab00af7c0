import type { TContractKind } from '@crupier/contract/agents';
import { formatMinor } from '@crupier/contract/money';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { agentPayouts } from '@/db/schema-agents';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { rangeOf } from './agent-centre-views';
import type { AgentCentreTools, DateRange } from './service';

/** The agent's revenue. */
export function agentRevenue(tools: AgentCentreTools) {
  const { db } = tools;
  return {
    /** agentRevenueReport: the caller's own income by source. */
    async revenue(merchant: Merchant, agent: AccountRow, q: DateRange) {
      const range = rangeOf(merchant, q);
      const rows = await db
        .select()
        .from(agentPayouts)
        .where(
          and(
            eq(agentPayouts.agentId, agent.id),
            eq(agentPayouts.merchantId, merchant.id),
            range.from ? gte(agentPayouts.periodEnd, range.from) : undefined,
            range.to ? lt(agentPayouts.periodStart, range.to) : undefined,
          ),
        )
        .orderBy(desc(agentPayouts.periodEnd))
        .limit(500);
      const totals = { dividend: 0n, daily: 0n, hourly: 0n, realtime: 0n };
      for (const r of rows) totals[r.kind as TContractKind] += r.amount;
      const sum = Object.values(totals).reduce((a, b) => a + b, 0n);
      return {
        totals: {
          dividend: formatMinor(totals.dividend),
          daily: formatMinor(totals.daily),
          hourly: formatMinor(totals.hourly),
          realtime: formatMinor(totals.realtime),
        },
        total: formatMinor(sum),
        list: rows
          .filter((r) => r.amount > 0n)
          .map((r) => ({
            source: r.kind as TContractKind,
            periodId: r.periodId,
            periodEnd: r.periodEnd.toISOString(),
            amount: formatMinor(r.amount),
          })),
      };
    },
  };
}
