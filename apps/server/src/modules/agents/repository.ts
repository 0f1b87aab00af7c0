import type { Db } from '@/db/client';
import { agentLedgerQueries } from './agent-ledger-queries';
import { downlineQueries } from './downline-queries';
import { teamBetQueries } from './team-bet-queries';
import { teamFigureQueries } from './team-figure-queries';
import { teamSeriesQueries } from './team-series-queries';

export type DownlineRow = {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: string;
  level: number;
  upline: string | null;
  upline_id: string | null;
  children: number;
  balance: string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
};

export type TeamFigures = {
  members: number;
  new_members: number;
  active: number;
  deposits: string;
  withdrawals: string;
  turnover: string;
  wins: string;
  rounds: number;
};

export type Range = { from: Date; to: Date };

/** SQL of the agent centre; every read takes the caller (agent) and goes through `inDownline`. */
export function createAgentRepository(db: Db) {
  return {
    ...downlineQueries(db),
    ...teamFigureQueries(db),
    ...teamSeriesQueries(db),
    ...teamBetQueries(db),
    ...agentLedgerQueries(db),
  };
}

export type AgentRepository = ReturnType<typeof createAgentRepository>;
