import {
  CONTRACT_KINDS,
  type TAgentFeatures,
  type TContract,
  type TContractKind,
} from '@crupier/contract/agents';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { agentContracts, agentFeatures } from '@/db/schema-agents';
import { activeOf, features, withNames } from './contract-rules';

/** Reading contracts and the merchant's contract features. */
export function contractViews(db: Db) {
  return {
    features: (merchantId: number) => features(db, merchantId),
    withNames: (rows: Parameters<typeof withNames>[1], on: Db = db) => withNames(on, rows),

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
      return { mine: await withNames(db, mine), granted: await withNames(db, granted) };
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
      const wire = await withNames(db, rows);
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

    /** Every contract of the merchant, newest first (back office). */
    async ofMerchant(merchantId: number) {
      const rows = await db
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.merchantId, merchantId))
        .orderBy(sql`${agentContracts.id} DESC`)
        .limit(500);
      return withNames(db, rows);
    },

    activeOf: (agentId: bigint, kind: TContractKind) => activeOf(db, agentId, kind),
  };
}
