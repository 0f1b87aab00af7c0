import type { TContractKind, TPayout } from '@crupier/contract/agents';
import { formatMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import { agentPayouts } from '@/db/schema-agents';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { COUNT_CAP, rangeOf, toIso } from './agent-centre-views';
import type { AgentCentreTools, DateRange } from './service';
import { inDownline } from './subtree';

/** The team's transactions and the agent's payouts. */
export function agentPayoutLines(tools: AgentCentreTools) {
  const { db, repo, memberFilter } = tools;
  return {
    async transactions(
      merchant: Merchant,
      agent: AccountRow,
      q: TPageQuery & DateRange & { member?: string | undefined },
    ) {
      const memberId = await memberFilter(agent.id, q.member);
      const { rows, total } = await repo.transactions(agent.id, merchant.id, {
        memberId,
        range: rangeOf(merchant, q),
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
        cap: COUNT_CAP,
      });
      return page(
        rows.map((r) => ({
          id: r.id,
          at: toIso(r.at)!,
          member: r.username,
          kind: r.kind,
          amount: formatMinor(BigInt(r.amount)),
          balanceAfter: formatMinor(BigInt(r.balance_after)),
        })),
        q,
        Math.min(total, COUNT_CAP),
      );
    },

    /** Payout lines of the caller and of its downline agents, of some kinds. */
    async payouts(
      merchant: Merchant,
      agent: AccountRow,
      kinds: TContractKind[],
      q: TPageQuery & DateRange & { kind?: TContractKind | undefined },
    ) {
      const range = rangeOf(merchant, q);
      const selected = q.kind ? kinds.filter((k) => k === q.kind) : kinds;
      if (selected.length === 0) return page([], q, 0);
      const where = and(
        eq(agentPayouts.merchantId, merchant.id),
        inArray(agentPayouts.kind, selected),
        or(eq(agentPayouts.agentId, agent.id), inDownline(agent.id, sql`${agentPayouts.agentId}`)),
        range.from ? gte(agentPayouts.periodEnd, range.from) : undefined,
        range.to ? lt(agentPayouts.periodStart, range.to) : undefined,
      );
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(agentPayouts).where(where);
      const rows = await db
        .select({ payout: agentPayouts, agent: accounts.username })
        .from(agentPayouts)
        .innerJoin(accounts, eq(accounts.id, agentPayouts.agentId))
        .where(where)
        .orderBy(desc(agentPayouts.periodEnd), desc(agentPayouts.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const ids = [...new Set(rows.flatMap((r) => r.payout.deductions.map((d) => BigInt(d.agentId))))];
      const names = new Map(
        ids.length === 0
          ? []
          : (
              await db
                .select({ id: accounts.id, username: accounts.username })
                .from(accounts)
                .where(inArray(accounts.id, ids))
            ).map((a) => [String(a.id), a.username]),
      );
      const list: TPayout[] = rows.map(({ payout: p, agent: username }) => ({
        id: String(p.id),
        kind: p.kind as TContractKind,
        agent: username,
        periodId: p.periodId,
        periodStart: p.periodStart.toISOString(),
        periodEnd: p.periodEnd.toISOString(),
        volume: formatMinor(p.volume),
        rateBp: p.rateBp,
        gross: formatMinor(p.gross),
        deductions: p.deductions.map((d) => ({
          agent: names.get(d.agentId) ?? '',
          volume: formatMinor(BigInt(d.volume)),
          rateBp: d.rateBp,
          amount: formatMinor(BigInt(d.amount)),
        })),
        amount: formatMinor(p.amount),
        status: p.status as TPayout['status'],
        createdAt: p.createdAt.toISOString(),
      }));
      return page(list, q, count?.n ?? 0);
    },
  };
}
