import type { TRound } from '@/api/game-session-types';

/** Newest first, one entry per round (a multi-step round is updated in place), at most 10. */
export function upsertRound(list: TRound[] | null, round: TRound): TRound[] {
  const rest = (list ?? []).filter((r) => r.roundId !== round.roundId);
  return [round, ...rest].slice(0, 10);
}

/** Where "Lobby" goes: the page the game was launched from when it is one of this site's, else home. */
export function lobbyPath(backUrl: string | null): string {
  return backUrl?.startsWith('/') && !backUrl.startsWith('//') ? backUrl : '/';
}
