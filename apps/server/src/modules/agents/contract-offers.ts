import { isAgent } from '@crupier/contract/account-types';
import type { TContractOffer } from '@crupier/contract/agents';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { agentContracts } from '@/db/schema-agents';
import { AppError } from '@/platform/app-error';
import {
  activate,
  activeOf,
  type ContractRow,
  checkTerms,
  endContract,
  features,
  withNames,
} from './contract-rules';
import type { AgentRepository } from './repository';

/** Stores an offered contract on the offer's terms; `parties` says whose it is and who grants it. */
async function insertOffered(
  tx: Db,
  input: TContractOffer,
  parties: Pick<ContractRow, 'merchantId' | 'agentId' | 'grantorId' | 'maxRateBp' | 'createdAt'>,
) {
  const [row] = await tx
    .insert(agentContracts)
    .values({
      ...parties,
      kind: input.kind,
      basis: input.basis,
      period: input.period,
      tiers: input.tiers,
      status: 'offered',
    })
    .returning();
  return row!;
}

/** New contracts: an agent's offer to its direct downline, the house's grant to a top agent. */
export function contractOffers(db: Db, repo: AgentRepository) {
  return {
    /** An agent offers a contract to one of its direct downline agents. */
    async offer(merchantId: number, grantorId: bigint, input: TContractOffer, now: Date) {
      const target = await repo.downlineAccount(grantorId, BigInt(input.agentId));
      if (!target) throw new AppError('not_found', 404);
      if (target.depth !== 1 || !isAgent(target.type)) throw new AppError('not_direct_agent', 422);
      if (!(await features(db, merchantId))[input.kind]) throw new AppError('function_not_enabled', 422);
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
        if (waiting) await endContract(tx, waiting, 'withdrawn', 'replaced', now);
        const row = await insertOffered(tx, input, {
          merchantId,
          agentId: BigInt(target.id),
          grantorId,
          maxRateBp: maxRate,
          createdAt: now,
        });
        return (await withNames(tx, [row]))[0]!;
      });
    },

    /** The house (back office) grants a top agent its contract: active at once. */
    async grant(merchantId: number, agentId: bigint, input: TContractOffer, now: Date) {
      const [agent] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, agentId), eq(accounts.merchantId, merchantId)));
      if (!agent || !isAgent(agent.type)) throw new AppError('not_found', 404);
      if (agent.uplineId) {
        const [upline] = await db.select().from(accounts).where(eq(accounts.id, agent.uplineId));
        if (upline && isAgent(upline.type)) throw new AppError('not_top_agent', 422);
      }
      const maxRate = checkTerms(input);
      return db.transaction(async (tx) => {
        const row = await insertOffered(tx, input, {
          merchantId,
          agentId,
          grantorId: null,
          maxRateBp: maxRate,
          createdAt: now,
        });
        await activate(tx, row, now);
        const [fresh] = await tx.select().from(agentContracts).where(eq(agentContracts.id, row.id));
        return (await withNames(tx, [fresh!]))[0]!;
      });
    },
  };
}
