import type { Db } from '@/db/client';
import { contractDecisions } from './contract-decisions';
import { contractOffers } from './contract-offers';
import { contractViews } from './contract-views';
import type { AgentRepository } from './repository';

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
  return { ...contractViews(db), ...contractOffers(db, repo), ...contractDecisions(db) };
}

export type Contracts = ReturnType<typeof createContracts>;
