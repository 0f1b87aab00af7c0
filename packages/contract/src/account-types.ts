/**
 * Account types: the `type` column of accounts (api-contract "Accounts and roles"). Every check of
 * an account's type goes through these names, on the server and on the web.
 */
export const ACCOUNT_TYPES = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  /** Free play: play money only, never real balances; refused wherever real money moves. */
  TRIAL: 4,
  /** Back-office staff: signs in on the operator site only, never plays. */
  STAFF: 9,
  AFFILIATE_AGENT: 41,
  AFFILIATE_AGENT_2: 42,
} as const;

/** Agents: members with a downline (they may sign in on the agent site). */
export const AGENT_TYPES = [
  ACCOUNT_TYPES.AGENT,
  ACCOUNT_TYPES.AGENT_2,
  ACCOUNT_TYPES.AFFILIATE_AGENT,
  ACCOUNT_TYPES.AFFILIATE_AGENT_2,
] as const;
/** Real-money members: plain members and agents (not trial, not staff). */
export const MEMBER_TYPES = [ACCOUNT_TYPES.MEMBER, ...AGENT_TYPES] as const;
/** Who may play: real-money members and trial accounts (play money); never staff. */
export const PLAYER_TYPES = [...MEMBER_TYPES, ACCOUNT_TYPES.TRIAL] as const;

const agents: ReadonlySet<number> = new Set(AGENT_TYPES);
const members: ReadonlySet<number> = new Set(MEMBER_TYPES);
const players: ReadonlySet<number> = new Set(PLAYER_TYPES);

export const isTrial = (type: number) => type === ACCOUNT_TYPES.TRIAL;
export const isAgent = (type: number) => agents.has(type);
export const isStaff = (type: number) => type === ACCOUNT_TYPES.STAFF;
/** A real-money member (plain member or agent). */
export const isMember = (type: number) => members.has(type);
/** A member or a trial account: someone who plays. */
export const isPlayer = (type: number) => players.has(type);
