import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TEngineViewProps, TGameSession, TRealtimeMessage, TRound } from '@/api/game-engine-types';
import { loadNamespace } from '@/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import type { TCrashRound } from './crash';
import CrashView from './crash-view';

beforeAll(() => loadNamespace('games'));

const session: TGameSession = {
  sessionId: 'sess-1',
  game: {
    gameCode: 'NTG-FIS-1',
    name: 'Ocean King',
    engine: 'crash',
    variant: null,
    betLevels: ['1.00'],
    studio: 'Neon Tiger',
  },
  balance: '100.00',
  currency: 'MXN',
  trial: false,
  fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'salt', nonce: 7 },
  backUrl: null,
};

function crashRound(overrides: Partial<TCrashRound> = {}): TCrashRound {
  const now = Date.now();
  return {
    roundId: 'r7',
    roundNo: 7,
    phase: 'betting',
    hash: 'ab'.repeat(32),
    salt: 'salt',
    bettingEndsAt: new Date(now + 5_000).toISOString(),
    startedAt: null,
    crashedAt: null,
    crashPoint: null,
    seed: null,
    growthPerMs: 0.00006,
    serverTime: new Date(now).toISOString(),
    players: [],
    ...overrides,
  };
}

const myRound: TRound = {
  roundId: 'bet-1',
  state: 'debited',
  bet: '1.00',
  win: '0.00',
  nonce: 7,
  outcome: { crashRoundId: 'r7', roundNo: 7, autoCashout: '2.50' },
};

function setup() {
  const listeners = new Set<(message: TRealtimeMessage) => void>();
  const push = (message: Record<string, unknown>) =>
    act(() => {
      for (const listener of listeners) listener(message as TRealtimeMessage);
    });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/rgs/crash/state'))
      return jsonResponse({
        success: true,
        value: {
          round: crashRound(),
          history: [
            { roundId: 'r6', roundNo: 6, crashPoint: '1.20', hash: 'h6', seed: 's6' },
            { roundId: 'r5', roundNo: 5, crashPoint: '15.00', hash: 'h5', seed: 's5' },
          ],
          myBet: null,
          chain: { commitment: 'c', salt: 'salt' },
        },
      });
    if (url.includes('/rgs/rounds/bet-1'))
      return jsonResponse({
        success: true,
        value: {
          ...myRound,
          state: 'settled',
          outcome: { ...myRound.outcome, cashout: null, crashPoint: '2.45' },
          engine: 'crash',
          params: {},
          serverSeedHash: 'ab'.repeat(32),
          clientSeed: 'salt',
          serverSeed: 'seed',
          walletTransactions: ['bet-1:bet'],
          createdAt: '',
        },
      });
    return jsonResponse({ success: false, code: 'not_found', message: 'x' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const play = vi.fn(async () => myRound);
  const roundUpdated = vi.fn();
  const props: TEngineViewProps = {
    session,
    bet: '1.00',
    round: null,
    busy: false,
    autoplaying: false,
    play,
    setSlip: vi.fn(),
    sound: { play: vi.fn(), isOn: false },
    realtime: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      send: vi.fn(),
    },
    money: (amount) => `$${amount}`,
    roundUpdated,
  };
  const view = render(<CrashView {...props} />);
  return { props, view, push, play, roundUpdated };
}

describe('the crash view', () => {
  it('bets with an auto cash-out, cashes out in flight, and shows the crash', async () => {
    const user = userEvent.setup();
    const { props, view, push, play, roundUpdated } = setup();
    expect(await screen.findByText('×1,20')).toBeInTheDocument();
    expect(screen.getByText('×15,00')).toBeInTheDocument();
    expect(screen.getByTestId('crash-status')).toHaveTextContent(/Apuestas abiertas: despega en \d,\d s/);

    await user.type(screen.getByTestId('crash-auto'), '1');
    expect(screen.getByTestId('crash-bet')).toBeDisabled();
    expect(screen.getByText(/Indica un multiplicador/)).toBeInTheDocument();
    await user.clear(screen.getByTestId('crash-auto'));
    await user.type(screen.getByTestId('crash-auto'), '2,5');
    await user.click(screen.getByTestId('crash-bet'));
    expect(play).toHaveBeenCalledWith('bet', { autoCashout: '2.50' });

    // The shell hands the placed bet back as the round.
    view.rerender(<CrashView {...props} round={myRound} />);
    expect(screen.getByTestId('crash-mine')).toHaveTextContent('se cobra sola en ×2,50');
    push({
      type: 'crash',
      event: 'bet',
      roundId: 'r7',
      player: { id: 'bet-1', player: 'ju****r1', bet: '1.00', cashout: null, win: null, state: 'playing' },
    });
    expect(screen.getByTestId('crash-players')).toHaveTextContent('ju****r1');

    const startedAt = new Date(Date.now() - 11_600).toISOString();
    push({
      type: 'crash',
      event: 'round',
      round: crashRound({
        phase: 'flying',
        startedAt,
        players: [
          { id: 'bet-1', player: 'ju****r1', bet: '1.00', cashout: null, win: null, state: 'playing' },
        ],
      }),
      history: [],
    });
    const cashout = await screen.findByTestId('crash-cashout');
    await waitFor(() => expect(cashout).toHaveTextContent(/Cobrar \$2\.\d\d/));
    await user.click(cashout);
    expect(play).toHaveBeenCalledWith('cashout');

    push({
      type: 'crash',
      event: 'round',
      round: crashRound({
        phase: 'crashed',
        startedAt,
        crashPoint: '2.45',
        seed: 'seed',
        players: [
          { id: 'bet-1', player: 'ju****r1', bet: '1.00', cashout: null, win: '0.00', state: 'lost' },
        ],
      }),
      history: [{ roundId: 'r7', roundNo: 7, crashPoint: '2.45', hash: 'h7', seed: 'seed' }],
    });
    expect(screen.getByTestId('crash-status')).toHaveTextContent('Estalló en ×2,45');
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('×2,45');
    expect(screen.getByTestId('crash-mine')).toHaveTextContent('pierdes la apuesta');
    await waitFor(() =>
      expect(roundUpdated).toHaveBeenCalledWith(
        expect.objectContaining({ roundId: 'bet-1', state: 'settled' }),
      ),
    );
    expect(props.sound.play).toHaveBeenCalledWith('lose');
  });

  it('brings the shell my bet as soon as the server pays its auto cash-out, before the crash', async () => {
    const { props, view, push, roundUpdated } = setup();
    await screen.findByText('×1,20');
    view.rerender(<CrashView {...props} round={myRound} />);
    const player = { id: 'bet-1', player: 'ju****r1', bet: '1.00', cashout: null, win: null };
    const startedAt = new Date(Date.now() - 16_000).toISOString();
    push({
      type: 'crash',
      event: 'round',
      round: crashRound({ phase: 'flying', startedAt, players: [{ ...player, state: 'playing' }] }),
      history: [],
    });
    expect(await screen.findByTestId('crash-cashout')).toBeInTheDocument();
    push({
      type: 'crash',
      event: 'cashout',
      roundId: 'r7',
      player: { ...player, cashout: '2.50', win: '2.50', state: 'cashed' },
    });
    expect(screen.getByTestId('crash-mine')).toHaveTextContent('Cobraste $2.50 en ×2,50.');
    expect(screen.queryByTestId('crash-cashout')).not.toBeInTheDocument();
    // Still flying: the history and the balance need not wait for the crash.
    await waitFor(() =>
      expect(roundUpdated).toHaveBeenCalledWith(
        expect.objectContaining({ roundId: 'bet-1', state: 'settled' }),
      ),
    );
    expect(props.sound.play).toHaveBeenCalledWith('win');
    expect(props.sound.play).not.toHaveBeenCalledWith('lose');
  });
});
