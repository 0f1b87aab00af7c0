import { FAVOURITE_TOGGLE_THROTTLE_MS } from '@crupier/contract/constants';

export type TFavoriteGame = { nodeId: string; vassalage: string; gameType: string };

export type TToggleOutcome = 'added' | 'removed' | 'unchanged' | 'throttled';

type TDeps = {
  /** The local list of favourite ids (strings). */
  read: () => readonly string[];
  write: (ids: string[]) => void;
  add: (game: TFavoriteGame) => Promise<unknown>;
  remove: (game: TFavoriteGame) => Promise<unknown>;
  /** After a removal was applied locally: take the game out of the lists shown too. */
  onRemoved?: (nodeId: string) => void;
  /** After the server accepted a change. */
  onSettled?: () => void;
  now?: () => number;
  intervalMs?: number;
};

/**
 * The favourite toggle of spec §4: the local id list changes first (optimistic), then the server is
 * called; adding an id that is already a favourite does nothing; at most one toggle a second (§9).
 * A refused call puts the id back as it was and rethrows.
 */
export function createFavoriteToggle({
  read,
  write,
  add,
  remove,
  onRemoved,
  onSettled,
  now = Date.now,
  intervalMs = FAVOURITE_TOGGLE_THROTTLE_MS,
}: TDeps) {
  let last = Number.NEGATIVE_INFINITY;

  /** `want` true adds, false removes, undefined flips. */
  return async function toggle(game: TFavoriteGame, want?: boolean): Promise<TToggleOutcome> {
    const id = String(game.nodeId);
    const isFavorite = read().includes(id);
    const adding = want ?? !isFavorite;
    if (adding === isFavorite) return 'unchanged';
    const time = now();
    if (time - last < intervalMs) return 'throttled';
    last = time;

    if (adding) write([...read(), id]);
    else {
      write(read().filter((other) => other !== id));
      onRemoved?.(id);
    }
    try {
      await (adding ? add(game) : remove(game));
    } catch (error) {
      const ids = read().filter((other) => other !== id);
      write(adding ? ids : [...ids, id]);
      throw error;
    }
    onSettled?.();
    return adding ? 'added' : 'removed';
  };
}
