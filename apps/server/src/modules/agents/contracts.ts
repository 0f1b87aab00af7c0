import { AGENT_TYPES } from '@crupier/contract/access';
import {
  CONTRACT_KINDS,
  KIND_PERIODS,
  type TAgentFeatures,
  type TContract,
  type TContractKind,
  type TContractOffer,
} from '@crupier/contract/agents';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { agentContracts, agentFeatures } from '@/db/schema-agents';
import { AppError } from '@/platform/app-error';
import { type AgentRepository, createAgentRepository } from './repository';

type ContractRow = typeof agentContracts.$inferSelect;
const AGENT_TYPE_SET = new Set<number>(AGENT_TYPES);

/** Consolidated-info field of each kind (spec §3). */
export const CONSOLIDATED_FIELD = {
  daily: 'dailysalreqtype',
  dividend: 'divtypereq',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const;

/**
 * Contracts between an agent and its direct downline agents (spec §4, §7): an offer waits for the
 * downline to accept or reject it in the contract popup; a grantor's termination is a request the
 * downline decides as well. An agent never grants more than its own rate, on its own basis and period;
 * when an agent's own contract drops below a downline's rate, that downline's contract (and what it
 * granted further down) ends at once.
 */
export function createContracts(db: Db, repo: AgentRepository) {
  async function features(merchantId: number): Promise<TAgentFeatures> {
    const [row] = await db.select().from(agentFeatures).where(eq(agentFeatures.merchantId, merchantId));
    return row
      ? { dividend: row.dividend, daily: row.daily, hourly: row.hourly, realtime: row.realtime }
      : { dividend: true, daily: true, hourly: true, realtime: true };
  }

  async function withNames(rows: ContractRow[], on: Db = db): Promise<TContract[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.flatMap((r) => (r.grantorId ? [r.agentId, r.grantorId] : [r.agentId])))];
    const names = new Map(
      (
        await on
          .select({ id: accounts.id, username: accounts.username })
          .from(accounts)
          .where(inArray(accounts.id, ids))
      ).map((a) => [a.id, a.username]),
    );
    return rows.map((r) => toWire(r, names));
  }

  function toWire(r: ContractRow, names: Map<bigint, string>): TContract {
    return {
      id: String(r.id),
      kind: r.kind as TContractKind,
      agentId: String(r.agentId),
      agent: names.get(r.agentId) ?? '',
      grantor: r.grantorId ? (names.get(r.grantorId) ?? '') : null,
      basis: r.basis as TContract['basis'],
      period: r.period as TContract['period'],
      tiers: r.tiers,
      maxRateBp: r.maxRateBp,
      status: r.status as TContract['status'],
      terminationRequested: r.terminationRequested,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      endedAt: r.endedAt?.toISOString() ?? null,
    };
  }

  async function activeOf(tx: Db, agentId: bigint, kind: TContractKind) {
    const [row] = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.agentId, agentId),
          eq(agentContracts.kind, kind),
          eq(agentContracts.status, 'active'),
        ),
      );
    return row;
  }

  /** Ends a contract and, recursively, every contract its holder granted (they cannot outrank nothing). */
  async function end(
    tx: Db,
    row: ContractRow,
    status: 'terminated' | 'withdrawn',
    reason: string,
    now: Date,
  ) {
    await tx
      .update(agentContracts)
      .set({ status, reason, endedAt: now, terminationRequested: false })
      .where(eq(agentContracts.id, row.id));
    if (status !== 'terminated') return;
    const granted = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.grantorId, row.agentId),
          eq(agentContracts.kind, row.kind),
          inArray(agentContracts.status, ['active', 'offered']),
        ),
      );
    for (const child of granted) {
      await end(
        tx,
        child,
        child.status === 'active' ? 'terminated' : 'withdrawn',
        'upline_contract_ended',
        now,
      );
    }
  }

  /** Makes an offered (or house-granted) contract the holder's active one, with the cascade of spec §4. */
  async function activate(tx: Db, row: ContractRow, now: Date) {
    const previous = await activeOf(tx, row.agentId, row.kind as TContractKind);
    // A replaced contract ends without its cascade: its grants are re-checked below against the new rate.
    if (previous)
      await tx
        .update(agentContracts)
        .set({ status: 'terminated', reason: 'replaced', endedAt: now, terminationRequested: false })
        .where(eq(agentContracts.id, previous.id));
    const cumulative = (
      await createAgentRepository(tx).cumulative([row.agentId], new Date('9999-01-01T00:00:00Z'))
    ).get(String(row.agentId))!;
    await tx
      .update(agentContracts)
      .set({
        status: 'active',
        decidedAt: now,
        baseline: row.basis === 'turnover' ? cumulative.turnover : cumulative.netloss,
      })
      .where(eq(agentContracts.id, row.id));
    // A new contract lower than a downline's rate terminates that downline's contract.
    const granted = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.grantorId, row.agentId),
          eq(agentContracts.kind, row.kind),
          inArray(agentContracts.status, ['active', 'offered']),
        ),
      );
    for (const child of granted) {
      const tooHigh = child.maxRateBp > row.maxRateBp;
      const mismatched = child.basis !== row.basis || child.period !== row.period;
      if (tooHigh || mismatched) {
        await end(
          tx,
          child,
          child.status === 'active' ? 'terminated' : 'withdrawn',
          tooHigh ? 'upline_rate_lowered' : 'upline_terms_changed',
          now,
        );
      }
    }
  }

  function checkTerms(input: Pick<TContractOffer, 'kind' | 'period' | 'tiers'>) {
    if (!KIND_PERIODS[input.kind].includes(input.period)) throw new AppError('invalid_contract_period', 422);
    return Math.max(...input.tiers.map((t) => t.rateBp));
  }

  return {
    features,
    withNames,

    async setFeatures(merchantId: number, value: TAgentFeatures) {
      await db
        .insert(agentFeatures)
        .values({ merchantId, ...value })
        .onConflictDoUpdate({ target: agentFeatures.merchantId, set: value });
    },

    async list(agentId: bigint) {
      const mine = await db
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.agentId, agentId))
        .orderBy(sql`${agentContracts.id} DESC`)
        .limit(100);
      const granted = await db
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.grantorId, agentId))
        .orderBy(sql`${agentContracts.id} DESC`)
        .limit(200);
      return { mine: await withNames(mine), granted: await withNames(granted) };
    },

    /** The requests waiting for the agent in the contract popup, by kind. */
    async pending(agentId: bigint) {
      const rows = await db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.agentId, agentId),
            sql`(${agentContracts.status} = 'offered' OR (${agentContracts.status} = 'active' AND ${agentContracts.terminationRequested}))`,
          ),
        );
      const wire = await withNames(rows);
      const out = {} as Record<
        TContractKind,
        { requestType: 'new' | 'terminate'; contract: TContract } | null
      >;
      for (const kind of CONTRACT_KINDS) {
        const offer = wire.find((c) => c.kind === kind && c.status === 'offered');
        const termination = wire.find((c) => c.kind === kind && c.status === 'active');
        out[kind] = offer
          ? { requestType: 'new', contract: offer }
          : termination
            ? { requestType: 'terminate', contract: termination }
            : null;
      }
      return out;
    },

    /** An agent offers a contract to one of its direct downline agents. */
    async offer(merchantId: number, grantorId: bigint, input: TContractOffer, now: Date) {
      const target = await repo.downlineAccount(grantorId, BigInt(input.agentId));
      if (!target) throw new AppError('not_found', 404);
      if (target.depth !== 1 || !AGENT_TYPE_SET.has(target.type)) throw new AppError('not_direct_agent', 422);
      if (!(await features(merchantId))[input.kind]) throw new AppError('function_not_enabled', 422);
      const maxRate = checkTerms(input);
      return db.transaction(async (tx) => {
        const own = await activeOf(tx, grantorId, input.kind);
        if (!own) throw new AppError('no_own_contract', 422);
        if (own.basis !== input.basis || own.period !== input.period)
          throw new AppError('contract_terms_mismatch', 422);
        if (maxRate > own.maxRateBp) throw new AppError('rate_above_own', 422);
        const [waiting] = await tx
          .select()
          .from(agentContracts)
          .where(
            and(
              eq(agentContracts.agentId, BigInt(target.id)),
              eq(agentContracts.kind, input.kind),
              eq(agentContracts.status, 'offered'),
            ),
          );
        if (waiting) await end(tx, waiting, 'withdrawn', 'replaced', now);
        const [row] = await tx
          .insert(agentContracts)
          .values({
            merchantId,
            kind: input.kind,
            agentId: BigInt(target.id),
            grantorId,
            basis: input.basis,
            period: input.period,
            tiers: input.tiers,
            maxRateBp: maxRate,
            status: 'offered',
            createdAt: now,
          })
          .returning();
        return (await withNames([row!], tx))[0]!;
      });
    },

    /** The house (back office) grants a top agent its contract: active at once. */
    async grant(merchantId: number, agentId: bigint, input: TContractOffer, now: Date) {
      const [agent] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, agentId), eq(accounts.merchantId, merchantId)));
      if (!agent || !AGENT_TYPE_SET.has(agent.type)) throw new AppError('not_found', 404);
      if (agent.uplineId) {
        const [upline] = await db.select().from(accounts).where(eq(accounts.id, agent.uplineId));
        if (upline && AGENT_TYPE_SET.has(upline.type)) throw new AppError('not_top_agent', 422);
      }
      const maxRate = checkTerms(input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agentContracts)
          .values({
            merchantId,
            kind: input.kind,
            agentId,
            grantorId: null,
            basis: input.basis,
            period: input.period,
            tiers: input.tiers,
            maxRateBp: maxRate,
            status: 'offered',
            createdAt: now,
          })
          .returning();
        await activate(tx, row!, now);
        const [fresh] = await tx.select().from(agentContracts).where(eq(agentContracts.id, row!.id));
        return (await withNames([fresh!], tx))[0]!;
      });
    },

    /** The holder accepts or rejects a new contract or a termination request (the four spec actions). */
    async decide(agentId: bigint, kind: TContractKind, contractId: bigint, accept: boolean, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(agentContracts)
          .where(
            and(
              eq(agentContracts.id, contractId),
              eq(agentContracts.agentId, agentId),
              eq(agentContracts.kind, kind),
            ),
          )
          .for('update');
        if (!row) throw new AppError('not_found', 404);
        if (row.status === 'offered') {
          if (accept) await activate(tx, row, now);
          else
            await tx
              .update(agentContracts)
              .set({ status: 'rejected', decidedAt: now, endedAt: now })
              .where(eq(agentContracts.id, row.id));
        } else if (row.status === 'active' && row.terminationRequested) {
          if (accept) await end(tx, row, 'terminated', 'terminated_by_upline', now);
          else
            await tx
              .update(agentContracts)
              .set({ terminationRequested: false })
              .where(eq(agentContracts.id, row.id));
        } else {
          throw new AppError('no_pending_request', 409);
        }
        const [fresh] = await tx.select().from(agentContracts).where(eq(agentContracts.id, row.id));
        return (await withNames([fresh!], tx))[0]!;
      });
    },

    /** The grantor withdraws an offer at once, or asks its downline to accept a termination. */
    async terminate(grantorId: bigint | null, contractId: bigint, now: Date, merchantId: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(agentContracts)
          .where(
            and(
              eq(agentContracts.id, contractId),
              eq(agentContracts.merchantId, merchantId),
              grantorId === null ? sql`TRUE` : eq(agentContracts.grantorId, grantorId),
            ),
          )
          .for('update');
        if (!row) throw new AppError('not_found', 404);
        if (row.status === 'offered') await end(tx, row, 'withdrawn', 'withdrawn_by_upline', now);
        else if (row.status === 'active') {
          // The house ends a contract at once; an upline asks its downline (spec §4 termination request).
          if (grantorId === null) await end(tx, row, 'terminated', 'terminated_by_house', now);
          else
            await tx
              .update(agentContracts)
              .set({ terminationRequested: true })
              .where(eq(agentContracts.id, row.id));
        } else throw new AppError('contract_not_active', 409);
        const [fresh] = await tx.select().from(agentContracts).where(eq(agentContracts.id, row.id));
        return (await withNames([fresh!], tx))[0]!;
      });
    },

    /** Every contract of the merchant, newest first (back office). */
    async ofMerchant(merchantId: number) {
      const rows = await db
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.merchantId, merchantId))
        .orderBy(sql`${agentContracts.id} DESC`)
        .limit(500);
      return withNames(rows);
    },

    activeOf: (agentId: bigint, kind: TContractKind) => activeOf(db, agentId, kind),
  };
}

export type Contracts = ReturnType<typeof createContracts>;
