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

/** A stored game as read back (from storage or the page), checked: null when it is not one. */
export function storedGameOf(value: Partial<TStoredGame> | null | undefined): TStoredGame | null {
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
}

/** The game a page rendered on the server opens with (ADR 031), set by the render for its length. */
let renderedGame: TStoredGame | null = null;

export function setGameForServerRender(game: TStoredGame | null): void {
  renderedGame = game;
}

export function readStoredGame(): TStoredGame | null {
  if (typeof window === 'undefined') return renderedGame;
  const text = readStorage('session', STORED_GAME_KEY);
  if (!text) return null;
  try {
    return storedGameOf(JSON.parse(text) as Partial<TStoredGame> | null);
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
