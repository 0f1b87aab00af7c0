import { AGENT_TYPES } from '@crupier/contract/access';
import type {
  TAgentOverview,
  TContractKind,
  TCreateDownline,
  TOverviewFigures,
  TPayout,
} from '@crupier/contract/agents';
import { formatMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import { REGISTRATION_FIELDS, validateRegistration } from '@crupier/contract/registration-rules';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { accounts, announcements } from '@/db/schema';
import { agentPayouts } from '@/db/schema-agents';
import { hashPassword } from '@/modules/identity/passwords';
import { registrationSettings } from '@/modules/identity/registration-settings';
import type { AccountRow } from '@/modules/identity/repository';
import type { Identity } from '@/modules/identity/service';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Contracts } from './contracts';
import { localDay, localDayStart } from './periods';
import { createAgentRepository, type TeamFigures } from './repository';
import { inDownline } from './subtree';

const AGENT_TYPE_SET = new Set<number>(AGENT_TYPES);
const DAY = 86_400_000;
/** Team betting and account records count at most this many rows for paging (50 pages of 20). */
export const COUNT_CAP = 1_000;

const toIso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

type DateRange = { startDate?: string | undefined; endDate?: string | undefined };

function rangeOf(merchant: Merchant, q: DateRange) {
  return {
    from: q.startDate ? localDayStart(q.startDate, merchant.gmtOffset) : undefined,
    to: q.endDate ? localDayStart(q.endDate, merchant.gmtOffset, 1) : undefined,
  };
}

function figures(row: TeamFigures): TOverviewFigures {
  return {
    members: row.members,
    active: row.active,
    newMembers: row.new_members,
    deposits: formatMinor(BigInt(row.deposits)),
    withdrawals: formatMinor(BigInt(row.withdrawals)),
    turnover: formatMinor(BigInt(row.turnover)),
    profit: formatMinor(BigInt(row.wins) - BigInt(row.turnover)),
    rounds: row.rounds,
  };
}

/** The agent centre's reads and downline actions; every one scoped to the caller's downline. */
export function createAgentCentre(deps: { db: Db; identity: Identity; contracts: Contracts }) {
  const { db, identity, contracts } = deps;
  const repo = createAgentRepository(db);

  /** A member filter by username: must be in the downline, else 404 (never 403: ids do not leak). */
  async function memberFilter(agentId: bigint, username: string | undefined) {
    if (!username) return undefined;
    const row = await repo.downlineByUsername(agentId, username.trim());
    if (!row) throw new AppError('not_found', 404);
    return BigInt(row.id);
  }

  async function downlineAccount(agentId: bigint, accountId: string) {
    const row = /^\d{1,19}$/.test(accountId)
      ? await repo.downlineAccount(agentId, BigInt(accountId))
      : undefined;
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

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

    async downline(
      merchant: Merchant,
      agent: AccountRow,
      q: TPageQuery & {
        parentId?: string | undefined;
        search?: string | undefined;
        type?: 'member' | 'agent' | undefined;
        status?: 'active' | 'locked' | undefined;
      },
    ) {
      let parentId: bigint | undefined;
      if (q.parentId !== undefined && q.parentId !== 'self' && q.parentId !== String(agent.id)) {
        parentId = BigInt((await downlineAccount(agent.id, q.parentId)).id);
      } else if (q.parentId !== undefined) parentId = agent.id;
      const { rows, total } = await repo.downline(agent.id, merchant.id, merchant.currency, {
        parentId,
        search: q.search?.trim() || undefined,
        type: q.type,
        status: q.status,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return page(
        rows.map((r) => ({
          id: r.id,
          username: r.username,
          nickname: r.nickname,
          type: r.type,
          isAgent: AGENT_TYPE_SET.has(r.type),
          level: r.level,
          upline: r.upline,
          status: r.status,
          children: r.children,
          balance: formatMinor(BigInt(r.balance ?? 0)),
          lastLoginAt: toIso(r.last_login_at),
          createdAt: toIso(r.created_at)!,
          // An agent locks and unlocks its own direct downline; deeper accounts belong to their agent.
          canLock: r.level === 1,
        })),
        q,
        total,
      );
    },

    /** registerCenter: a member or sub-agent directly below the caller, under the merchant's rules. */
    async createDownline(merchant: Merchant, agent: AccountRow, input: TCreateDownline) {
      const settings = registrationSettings(merchant);
      const onlyAccountFields = Object.fromEntries(
        REGISTRATION_FIELDS.map((field) => [
          field,
          ['username', 'password', 'confirmPassword'].includes(field)
            ? { ...settings.fields[field], enabled: true, required: true }
            : { ...settings.fields[field], enabled: false, required: false },
        ]),
      ) as typeof settings.fields;
      const errors = validateRegistration(
        { username: input.username, password: input.password, confirmPassword: input.confirmPassword },
        { fields: onlyAccountFields, smsVerification: false },
        'username',
      );
      if (errors.length > 0) throw new AppError('invalid_input', 400, errors[0]!.field, errors);
      if (input.password !== input.confirmPassword)
        throw new AppError('invalid_input', 400, 'confirmPassword');
      const username = input.username.trim();
      if (await identity.repo.findAccountByUsername(merchant.id, username))
        throw new AppError('username_taken', 409);
      const type = input.type === 'member' ? 0 : agent.type === 41 || agent.type === 42 ? 42 : 2;
      const passwordHash = await hashPassword(input.password.trim());
      for (let attempt = 0; attempt < 5; attempt++) {
        const inserted = await identity.repo.insertAccount({
          merchantId: merchant.id,
          username,
          nickname: input.nickname?.trim() || username,
          type,
          passwordHash,
          referralCode: `A${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
          uplineId: agent.id,
          registerMethod: 'AGENT',
        });
        if (inserted)
          return {
            id: String(inserted.id),
            username: inserted.username,
            type: inserted.type,
            isAgent: type !== 0,
          };
        if (await identity.repo.findAccountByUsername(merchant.id, username))
          throw new AppError('username_taken', 409);
      }
      throw new Error('could not allocate a referral code');
    },

    async setStatus(agent: AccountRow, accountId: string, status: 'active' | 'locked') {
      const target = await downlineAccount(agent.id, accountId);
      if (target.depth !== 1) throw new AppError('not_direct_downline', 422);
      const row = await identity.repo.findAccountById(BigInt(target.id));
      if (!row) throw new AppError('not_found', 404);
      await identity.accountLock[status === 'locked' ? 'lock' : 'unlock'](row);
      return { id: target.id, username: target.username, status };
    },

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

export type AgentCentre = ReturnType<typeof createAgentCentre>;
