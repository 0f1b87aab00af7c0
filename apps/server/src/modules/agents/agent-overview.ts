import type { TAgentOverview } from '@crupier/contract/agents';
import { formatMinor } from '@crupier/contract/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { announcements } from '@/db/schema';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { DAY, figures, toIso } from './agent-centre-views';
import { localDay, localDayStart } from './periods';
import type { AgentCentreTools } from './service';

/** The agent's overview and announcements. */
export function agentOverview(tools: AgentCentreTools) {
  const { db, contracts, repo, downlineAccount } = tools;
  return {
    repo,
    downlineAccount,

    async overview(merchant: Merchant, agent: AccountRow, now: Date): Promise<TAgentOverview> {
      const today = localDay(now, merchant.gmtOffset);
      const todayStart = localDayStart(today, merchant.gmtOffset);
      const end = localDayStart(today, merchant.gmtOffset, 1);
      const ranges = [
        { from: todayStart, to: end },
        { from: new Date(end.getTime() - 7 * DAY), to: end },
        { from: new Date(end.getTime() - 30 * DAY), to: end },
      ];
      // Independent reads: in parallel on PostgreSQL's pool (PGlite runs them one after another).
      const [figs, direct, series, features] = await Promise.all([
        repo.teamFigures(agent.id, merchant.id, ranges),
        repo.directCounts(agent.id),
        repo.teamSeries(agent.id, ranges[2]!, merchant.gmtOffset),
        contracts.features(merchant.id),
      ]);
      const byDay = new Map(series.map((s) => [s.day, s]));
      const days = Array.from({ length: 30 }, (_, i) =>
        localDay(new Date(end.getTime() - (30 - i) * DAY), merchant.gmtOffset),
      );
      return {
        nickname: agent.nickname,
        gmtOffset: merchant.gmtOffset,
        features,
        directMembers: direct.members,
        directAgents: direct.agents,
        periods: { today: figures(figs[0]!), days7: figures(figs[1]!), days30: figures(figs[2]!) },
        series: days.map((day) => {
          const s = byDay.get(day);
          return {
            day,
            turnover: formatMinor(BigInt(s?.turnover ?? 0)),
            profit: formatMinor(BigInt(s?.wins ?? 0) - BigInt(s?.turnover ?? 0)),
            rounds: s?.rounds ?? 0,
          };
        }),
      };
    },

    /** agentAnnouncement: the merchant's published agent notices (type AG), then its general notices. */
    async announcements(merchant: Merchant, language: string, now: Date) {
      const rows = await queryRows<{
        id: number;
        titles: Record<string, string>;
        contents: Record<string, string>;
        starts_at: Date | string | null;
      }>(
        db,
        sql`SELECT id, titles, contents, starts_at FROM ${announcements}
            WHERE merchant_id = ${merchant.id} AND type IN ('AG', 'PL') AND published
              AND (starts_at IS NULL OR starts_at <= ${now.toISOString()}::timestamptz)
              AND (ends_at IS NULL OR ends_at > ${now.toISOString()}::timestamptz)
            ORDER BY (type = 'AG') DESC, sort, id DESC LIMIT 50`,
      );
      const pick = (m: Record<string, string>) =>
        m[language] ?? m[merchant.defaultLanguage] ?? m.en ?? Object.values(m)[0] ?? '';
      return rows.map((r) => ({
        id: r.id,
        title: pick(r.titles),
        content: pick(r.contents ?? {}),
        at: toIso(r.starts_at),
      }));
    },
  };
}
