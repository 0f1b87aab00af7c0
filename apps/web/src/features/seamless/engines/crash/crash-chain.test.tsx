import { createHash } from 'node:crypto';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRealtimeMessage, TRound } from '@/api/game-engine-types';
import { FairnessPanel } from '@/features/seamless/shell/fairness-panel';
import { loadNamespace } from '@/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { crashPointOf, crashSummary, formatMultiplier, verifyCrash } from './crash';
import CrashChain from './crash-chain';

beforeAll(() => loadNamespace('games'));

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const SALT = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
// Rounds 6 and 5 of a chain, and round 7 (flying): seed(n − 1) = SHA-256(seed(n)) = hash(n).
const SEED7 = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const SEED6 = sha(SEED7);
const SEED5 = sha(SEED6);

/** My bet of round 6, cashed out at ×1.00 (a win of the stake back whatever the crash point). */
function myBet(crashPoint: string | null): TRound {
  return {
    roundId: 'bet-6',
    state: 'settled',
    bet: '1.00',
    win: '1.00',
    nonce: 6,
    outcome: { crashRoundId: 'r6', roundNo: 6, autoCashout: null, cashout: '1.00', crashPoint },
  };
}

async function setup(options: { isRevealed: boolean }) {
  const crash6 = formatMultiplier(await crashPointOf(SEED6, SALT));
  const crash5 = formatMultiplier(await crashPointOf(SEED5, SALT));
  const listeners = new Set<(message: TRealtimeMessage) => void>();
  let isRevealed = options.isRevealed;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/rgs/crash/state'))
        return jsonResponse({
          success: true,
          value: {
            round: {
              roundId: 'r7',
              roundNo: 7,
              phase: 'flying',
              hash: SEED6,
              salt: SALT,
              bettingEndsAt: new Date().toISOString(),
              startedAt: new Date().toISOString(),
              crashedAt: null,
              crashPoint: null,
              seed: null,
              growthPerMs: 0.00006,
              serverTime: new Date().toISOString(),
              players: [],
            },
            history: [
              { roundId: 'r6', roundNo: 6, crashPoint: crash6, hash: SEED5, seed: SEED6 },
              { roundId: 'r5', roundNo: 5, crashPoint: crash5, hash: sha(SEED5), seed: SEED5 },
            ],
            myBet: null,
            chain: { commitment: sha(SEED5), salt: SALT },
          },
        });
      if (url.includes('/rgs/rounds/bet-6'))
        return jsonResponse({
          success: true,
          value: {
            ...myBet(isRevealed ? crash6 : null),
            engine: 'crash',
            params: {},
            serverSeedHash: SEED5,
            clientSeed: SALT,
            serverSeed: isRevealed ? SEED6 : null,
            walletTransactions: ['bet-6:bet', 'bet-6:win'],
            createdAt: '',
          },
        });
      return jsonResponse({ success: false, code: 'not_found', message: 'x' }, 404);
    }),
  );
  const realtime = {
    subscribe(listener: (message: TRealtimeMessage) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: vi.fn(),
  };
  const panel = (round: TRound) => (
    <FairnessPanel
      sessionId="sess-1"
      fairness={{ serverSeedHash: SEED6, clientSeed: SALT, nonce: 7 }}
      rounds={[round]}
      verifier={verifyCrash}
      summary={crashSummary}
      canRotate
      chain={
        <Suspense fallback={null}>
          <CrashChain sessionId="sess-1" realtime={realtime} />
        </Suspense>
      }
      verifyId="bet-6"
      onVerifyId={vi.fn()}
      onRotated={vi.fn()}
      onError={vi.fn()}
    />
  );
  const view = render(panel(myBet(isRevealed ? crash6 : null)));
  return {
    crash6,
    reveal() {
      isRevealed = true;
      view.rerender(panel(myBet(crash6)));
    },
  };
}

describe('the fairness panel of a crash game', () => {
  it('shows the hash chain instead of seeds to rotate, each revealed seed checked', async () => {
    const { crash6 } = await setup({ isRevealed: true });
    const chain = await screen.findByTestId('crash-chain');
    expect(within(chain).getByTestId('crash-current-hash')).toHaveTextContent(SEED6);
    expect(within(chain).getByTestId('crash-salt')).toHaveTextContent(SALT);
    expect(within(chain).getByTestId('crash-commitment')).toHaveTextContent(sha(SEED5));
    const rounds = within(chain).getAllByTestId('crash-chain-round');
    expect(rounds.map((r) => r.getAttribute('data-round-no'))).toEqual(['6', '5']);
    expect(rounds[0]).toHaveTextContent(`Ronda 6 · ×${crash6.replace('.', ',')}`);
    await waitFor(() => expect(rounds[0]).toHaveAttribute('data-verified', 'true'));
    expect(rounds[1]).toHaveAttribute('data-verified', 'true');
    expect(rounds[0]).toHaveTextContent('Verificada');

    // Nothing about the player's seeds: no client seed, no rotation.
    expect(screen.queryByTestId('rotate-seed')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Semilla del cliente')).not.toBeInTheDocument();
    expect(screen.getByTestId('fairness-panel')).not.toHaveTextContent(
      /Cambiar semillas|Cambia las semillas|Semilla del cliente/,
    );

    // The chosen round, from its revealed seed and the chain's salt.
    const verdict = await screen.findByTestId('verify-result');
    await waitFor(() => expect(verdict).toHaveAttribute('data-matches', 'true'));
    expect(verdict).toHaveTextContent('Sal de la cadena');
    expect(verdict).toHaveTextContent('Semilla de la ronda');
  });

  it('waits for the crash to reveal a cashed-out round, then verifies it by itself', async () => {
    const { reveal } = await setup({ isRevealed: false });
    const verdict = await screen.findByTestId('verify-result');
    await waitFor(() => expect(verdict).toHaveAttribute('data-status', 'unrevealed'));
    expect(verdict).toHaveTextContent('se revela cuando la ronda estalla');
    expect(verdict).not.toHaveTextContent(/Cambia las semillas/);
    // The round crashed: the history brings its crash point, and the panel checks it again.
    reveal();
    await waitFor(() => expect(screen.getByTestId('verify-result')).toHaveAttribute('data-matches', 'true'));
  });
});
