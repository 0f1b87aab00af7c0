import { apiFetch } from '@/api/client';
import type {
  TGameSession,
  TPlayAction,
  TPlayResult,
  TRound,
  TRoundDetail,
  TSeedResult,
} from '@/api/game-session-types';

/**
 * The house game server's public interface (api-contract "House games"): the server validates with the
 * contract's schemas; the client checks the fields it relies on (no zod in the browser).
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function expect<T>(check: (value: Record<string, unknown>) => boolean, what: string) {
  return (value: unknown): T => {
    if (!isRecord(value) || !check(value)) throw new Error(`Unexpected ${what}`);
    return value as T;
  };
}

const isRound = (value: unknown) =>
  isRecord(value) &&
  typeof value.roundId === 'string' &&
  typeof value.state === 'string' &&
  isRecord(value.outcome);

export function authenticate(launchToken: string): Promise<TGameSession> {
  return apiFetch('/rgs/authenticate', {
    method: 'POST',
    body: { launchToken },
    parse: expect<TGameSession>(
      (v) =>
        typeof v.sessionId === 'string' &&
        isRecord(v.game) &&
        Array.isArray(v.game.betLevels) &&
        typeof v.balance === 'string' &&
        isRecord(v.fairness),
      'session',
    ),
  });
}

export function playRound(body: {
  sessionId: string;
  action: TPlayAction;
  params: Record<string, unknown>;
  bet?: string;
}): Promise<TPlayResult> {
  return apiFetch('/rgs/play', {
    method: 'POST',
    body,
    parse: expect<TPlayResult>((v) => isRound(v.round) && typeof v.balance === 'string', 'play result'),
  });
}

/** Sets the client seed (when given) and rotates the server seed: the old one is revealed. */
export function rotateSeed(sessionId: string, clientSeed?: string): Promise<TSeedResult> {
  return apiFetch('/rgs/seed', {
    method: 'POST',
    body: clientSeed === undefined ? { sessionId } : { sessionId, clientSeed },
    parse: expect<TSeedResult>((v) => typeof v.serverSeedHash === 'string', 'seed result'),
  });
}

export function getRound(sessionId: string, roundId: string): Promise<TRoundDetail> {
  return apiFetch(`/rgs/rounds/${encodeURIComponent(roundId)}`, {
    query: { sessionId },
    parse: expect<TRoundDetail>((v) => isRound(v) && typeof v.serverSeedHash === 'string', 'round'),
  });
}

/** The last 10 rounds of this game, newest first. */
export function getHistory(sessionId: string): Promise<TRound[]> {
  return apiFetch('/rgs/history', {
    query: { sessionId },
    parse: (value) => {
      if (!Array.isArray(value) || !value.every(isRound)) throw new Error('Unexpected history');
      return value as TRound[];
    },
  });
}
