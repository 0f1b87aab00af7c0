import {
  KIND_PERIODS,
  type TAgentFeatures,
  type TContract,
  type TContractKind,
  type TContractOffer,
} from '@crupier/contract/agents';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { agentContracts, agentFeatures } from '@/db/schema-agents';
import { AppError } from '@/platform/app-error';
import { createAgentRepository } from './repository';

export type ContractRow = typeof agentContracts.$inferSelect;

export async function features(db: Db, merchantId: number): Promise<TAgentFeatures> {
  const [row] = await db.select().from(agentFeatures).where(eq(agentFeatures.merchantId, merchantId));
  return row
    ? { dividend: row.dividend, daily: row.daily, hourly: row.hourly, realtime: row.realtime }
    : { dividend: true, daily: true, hourly: true, realtime: true };
}

export async function withNames(on: Db, rows: ContractRow[]): Promise<TContract[]> {
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

export async function activeOf(tx: Db, agentId: bigint, kind: TContractKind) {
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

/** The active or offered contracts of the same kind that the row's holder granted. */
function grantsOf(tx: Db, row: ContractRow) {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.grantorId, row.agentId),
        eq(agentContracts.kind, row.kind),
        inArray(agentContracts.status, ['active', 'offered']),
      ),
    );
}

/** Ends a contract and, recursively, every contract its holder granted (they cannot outrank nothing). */
export async function endContract(
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
  const granted = await grantsOf(tx, row);
  for (const child of granted) {
    await endContract(
      tx,
      child,
      child.status === 'active' ? 'terminated' : 'withdrawn',
      'upline_contract_ended',
      now,
    );
  }
}

/** Makes an offered (or house-granted) contract the holder's active one, with the cascade of spec §4. */
export async function activate(tx: Db, row: ContractRow, now: Date) {
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
  const granted = await grantsOf(tx, row);
  for (const child of granted) {
    const tooHigh = child.maxRateBp > row.maxRateBp;
    const mismatched = child.basis !== row.basis || child.period !== row.period;
    if (tooHigh || mismatched) {
      await endContract(
        tx,
        child,
        child.status === 'active' ? 'terminated' : 'withdrawn',
        tooHigh ? 'upline_rate_lowered' : 'upline_terms_changed',
        now,
      );
    }
  }
}

export function checkTerms(input: Pick<TContractOffer, 'kind' | 'period' | 'tiers'>) {
  if (!KIND_PERIODS[input.kind].includes(input.period)) throw new AppError('invalid_contract_period', 422);
  return Math.max(...input.tiers.map((t) => t.rateBp));
}
