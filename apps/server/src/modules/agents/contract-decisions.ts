import type { TContractKind } from '@crupier/contract/agents';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { agentContracts } from '@/db/schema-agents';
import { AppError } from '@/platform/app-error';
import { activate, endContract, withNames } from './contract-rules';

/** The contract locked for a decision, when it also meets `conditions` (else not found). */
async function lockedContract(tx: Db, contractId: bigint, ...conditions: SQL[]) {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, contractId), ...conditions))
    .for('update');
  if (!row) throw new AppError('not_found', 404);
  return row;
}

/** Decisions on pending requests (accept/reject) and terminations. */
export function contractDecisions(db: Db) {
  return {
    /** The holder accepts or rejects a new contract or a termination request (the four spec actions). */
    async decide(agentId: bigint, kind: TContractKind, contractId: bigint, accept: boolean, now: Date) {
      return db.transaction(async (tx) => {
        const row = await lockedContract(
          tx,
          contractId,
          eq(agentContracts.agentId, agentId),
          eq(agentContracts.kind, kind),
        );
        if (row.status === 'offered') {
          if (accept) await activate(tx, row, now);
          else
            await tx
              .update(agentContracts)
              .set({ status: 'rejected', decidedAt: now, endedAt: now })
              .where(eq(agentContracts.id, row.id));
        } else if (row.status === 'active' && row.terminationRequested) {
          if (accept) await endContract(tx, row, 'terminated', 'terminated_by_upline', now);
          else
            await tx
              .update(agentContracts)
              .set({ terminationRequested: false })
              .where(eq(agentContracts.id, row.id));
        } else {
          throw new AppError('no_pending_request', 409);
        }
        const [fresh] = await tx.select().from(agentContracts).where(eq(agentContracts.id, row.id));
        return (await withNames(tx, [fresh!]))[0]!;
      });
    },

    /** The grantor withdraws an offer at once, or asks its downline to accept a termination. */
    async terminate(grantorId: bigint | null, contractId: bigint, now: Date, merchantId: number) {
      return db.transaction(async (tx) => {
        const row = await lockedContract(
          tx,
          contractId,
          eq(agentContracts.merchantId, merchantId),
          grantorId === null ? sql`TRUE` : eq(agentContracts.grantorId, grantorId),
        );
        if (row.status === 'offered') await endContract(tx, row, 'withdrawn', 'withdrawn_by_upline', now);
        else if (row.status === 'active') {
          // The house ends a contract at once; an upline asks its downline (spec §4 termination request).
          if (grantorId === null) await endContract(tx, row, 'terminated', 'terminated_by_house', now);
          else
            await tx
              .update(agentContracts)
              .set({ terminationRequested: true })
              .where(eq(agentContracts.id, row.id));
        } else throw new AppError('contract_not_active', 409);
        const [fresh] = await tx.select().from(agentContracts).where(eq(agentContracts.id, row.id));
        return (await withNames(tx, [fresh!]))[0]!;
      });
    },
  };
}
