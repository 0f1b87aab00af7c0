import type { TGameSession, TRound } from '@/api/game-session-types';

/** A game session as POST /rgs/authenticate answers it, for tests. */
export const SESSION: TGameSession = {
  sessionId: '7d7c8b1e-5f7a-4a7e-9f0e-1c2d3e4f5a6b',
  game: {
    gameCode: 'AUR-RNG-00001',
    name: 'Dados de Oro',
    engine: 'dice',
    variant: 'aur-a',
    betLevels: ['0.10', '0.50', '1.00', '2.00', '5.00'],
    studio: 'Aurora Reels',
  },
  balance: '100.00',
  currency: 'MXN',
  trial: false,
  fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'c0ffee', nonce: 0 },
  backUrl: '/rng',
};

export function gameSession(overrides: Partial<TGameSession> & { engine?: string; variant?: string } = {}) {
  const { engine, variant, ...rest } = overrides;
  return {
    ...SESSION,
    ...rest,
    game: { ...SESSION.game, ...(engine ? { engine } : {}), ...(variant ? { variant } : {}) },
  };
}

export function round(overrides: Partial<TRound> = {}): TRound {
  return {
    roundId: '0b4d4c52-1c57-4f38-9f4e-5a3c2b1a0001',
    state: 'settled',
    bet: '1.00',
    win: '0.00',
    outcome: {},
    nonce: 1,
    ...overrides,
  };
}
