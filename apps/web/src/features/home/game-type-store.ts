import type { TGameType } from '@crupier/contract/constants';
import { create } from 'zustand';

/** The lobby's current game type (spec §4: defaults to HOME). */
export const useGameType = create<{ gameType: TGameType; setGameType: (gameType: TGameType) => void }>(
  (set) => ({
    gameType: 'HOME',
    setGameType: (gameType) => set({ gameType }),
  }),
);
