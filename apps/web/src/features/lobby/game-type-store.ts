import type { TGameType } from '@crupier/contract/constants';
import { create } from 'zustand';

/**
 * The lobby's current game type (spec §4: defaults to HOME). The page it is shown on keeps it in step
 * with the URL (the home page's `gameType` query, a category page's path).
 */
export const useGameType = create<{ gameType: TGameType; setGameType: (gameType: TGameType) => void }>(
  (set) => ({
    gameType: 'HOME',
    setGameType: (gameType) => set({ gameType }),
  }),
);
