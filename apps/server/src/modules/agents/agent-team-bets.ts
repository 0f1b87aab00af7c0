import { formatMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { COUNT_CAP, rangeOf, toIso } from './agent-centre-views';
import type { AgentCentreTools, DateRange } from './service';

/** The team's bets and profit. */
export function agentTeamBets(tools: AgentCentreTools) {
  const { repo, memberFilter } = tools;
  return {
    async bets(
      merchant: Merchant,
      agent: AccountRow,
      q: TPageQuery &
        DateRange & {
          member?: string | undefined;
          vendor?: string | undefined;
          gameType?: string | undefined;
          language?: string;
        },
    ) {
      const memberId = await memberFilter(agent.id, q.member);
      const range = rangeOf(merchant, q);
      const filtered = memberId !== undefined || Boolean(q.vendor) || Boolean(q.gameType);
      // Unfiltered totals come from the team buckets (every product's stakes), not from a scan of every bet.
      const bucketSums = filtered ? undefined : repo.teamBucketSums(agent.id, range);
      const { rows, total, sums } = await repo.teamBets(agent.id, {
        memberId,
        vendor: q.vendor?.trim() || undefined,
        gameType: q.gameType?.trim() || undefined,
        range,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
        cap: COUNT_CAP,
        withSums: filtered,
      });
      const totals = sums ?? (await bucketSums)!;
      const language = q.language ?? merchant.defaultLanguage;
      const capped = total > COUNT_CAP;
      return {
        ...page(
          rows.map((r) => {
            const bet = BigInt(r.bet);
            const refund = BigInt(r.refund);
            return {
              roundId: r.id,
              at: toIso(r.created_at)!,
              member: r.username,
              vendor: r.vendor ?? '',
              gameType: r.game_type,
              gameName: r.names?.[language] ?? r.names?.en ?? r.game_code ?? '',
              // A round whose stake came back (a rollback, a refunded lottery draw) is void.
              state: bet > 0n && refund >= bet ? 'void' : 'settled',
              bet: formatMinor(bet - refund),
              win: formatMinor(BigInt(r.win)),
              profit: formatMinor(BigInt(r.win) + refund - bet),
            };
          }),
          q,
          capped ? COUNT_CAP : total,
        ),
        turnover: formatMinor(BigInt(totals.turnover)),
        wins: formatMinor(BigInt(totals.wins)),
        profit: formatMinor(BigInt(totals.wins) - BigInt(totals.turnover)),
        totalCapped: capped,
      };
    },

    async profit(
      merchant: Merchant,
      agent: AccountRow,
      q: TPageQuery & DateRange & { member?: string | undefined },
    ) {
      const memberId = await memberFilter(agent.id, q.member);
      const { rows, total } = await repo.profit(agent.id, {
        memberId,
        range: rangeOf(merchant, q),
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return page(
        rows.map((r) => ({
          member: r.username,
          rounds: r.rounds,
          turnover: formatMinor(BigInt(r.turnover)),
          wins: formatMinor(BigInt(r.wins)),
          profit: formatMinor(BigInt(r.wins) - BigInt(r.turnover)),
          deposits: formatMinor(BigInt(r.deposits)),
          withdrawals: formatMinor(BigInt(r.withdrawals)),
        })),
        q,
        total,
      );
    },
  };
}
