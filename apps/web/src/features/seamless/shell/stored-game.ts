import type { TGameSession } from '@/api/game-session-types';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The open game of this tab, in sessionStorage: a reload continues the same RGS session (the server
 * keeps it for 12 hours) without the one-time launch token, which is dropped from the address bar.
 * The balance and the seed commitment are kept current after every round; `openRoundId` names the
 * multi-step round (mines, blackjack) this session still has open.
 */
export const STORED_GAME_KEY = 'houseGame';

export type TStoredGame = { session: TGameSession; openRoundId: string | null; bet: string | null };

export function readStoredGame(): TStoredGame | null {
  const text = readStorage('session', STORED_GAME_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TStoredGame> | null;
    const session = value?.session;
    if (
      !session ||
      typeof session.sessionId !== 'string' ||
      typeof session.balance !== 'string' ||
      !Array.isArray(session.game?.betLevels) ||
      typeof session.fairness?.serverSeedHash !== 'string'
    )
      return null;
    return {
      session,
      openRoundId: typeof value.openRoundId === 'string' ? value.openRoundId : null,
      bet: typeof value.bet === 'string' ? value.bet : null,
    };
  } catch {
    return null;
  }
}

export function writeStoredGame(game: TStoredGame): void {
  writeStorage('session', STORED_GAME_KEY, JSON.stringify(game));
}

/** Updates the stored game of this session (a newer launch in the tab has replaced it: nothing). */
export function updateStoredGame(sessionId: string, update: (game: TStoredGame) => TStoredGame): void {
  const game = readStoredGame();
  if (game?.session.sessionId === sessionId) writeStoredGame(update(game));
}

export function clearStoredGame(): void {
  writeStorage('session', STORED_GAME_KEY, null);
}
