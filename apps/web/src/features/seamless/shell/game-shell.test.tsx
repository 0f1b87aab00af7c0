import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRound } from '@/api/game-session-types';
import { loadNamespace } from '@/i18n/i18n';
import { sha256Hex as commitment } from '@/lib/fairness/fair-stream';
import { FakeWebSocket } from '@/test/fake-websocket';
import { envelope, jsonResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { playDice } from '../../../../../server/src/modules/house/engines/dice';
import { FairStream as ServerStream } from '../../../../../server/src/modules/house/fairness';
import { readStoredGame, writeStoredGame } from './stored-game';
import { gameSession, round, SESSION } from './test-session';

beforeAll(async () => {
  await loadNamespace('games');
  // The section and the dice view load on demand: once here, not inside the first test's time.
  await Promise.all([
    import('@/features/seamless/routes/seamless'),
    import('@/features/seamless/engines/dice/dice-view'),
  ]);
});

/** A launch token is spent once (and the page shares an authentication per token): one per test. */
let tokens = 0;
const launchToken = () => `L${String(++tokens).padStart(31, '0')}`;

type TCall = { path: string; body: Record<string, unknown> | undefined };

/** The RGS as a test double: `play` decides each round from the request. */
function rgs(options: {
  session?: typeof SESSION;
  history?: TRound[];
  play?: (body: Record<string, unknown>, n: number) => Response | { round: TRound; balance: string };
  handlers?: Record<string, unknown>;
}) {
  const calls: TCall[] = [];
  let plays = 0;
  const record = (path: string, init: RequestInit | undefined) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ path, body });
    return body;
  };
  const handlers: Record<string, unknown> = {
    '/rgs/authenticate': (_url: URL, init: RequestInit | undefined) => {
      record('/rgs/authenticate', init);
      return jsonResponse(envelope(options.session ?? SESSION));
    },
    '/rgs/history': (_url: URL, init: RequestInit | undefined) => {
      record('/rgs/history', init);
      return jsonResponse(envelope(options.history ?? []));
    },
    '/rgs/play': (_url: URL, init: RequestInit | undefined) => {
      const body = record('/rgs/play', init) ?? {};
      const answer = options.play?.(body, ++plays) ?? { round: round({ nonce: plays }), balance: '99.00' };
      return answer instanceof Response ? answer : jsonResponse(envelope(answer));
    },
    ...options.handlers,
  };
  return { handlers, calls, playCalls: () => calls.filter((c) => c.path === '/rgs/play') };
}

const refusal = (code: string, status: number, details?: unknown) =>
  jsonResponse({ success: false, code, message: code, details }, status);

const diceRound = (n: number, win: string, roll = 1234) =>
  round({
    roundId: `00000000-0000-4000-8000-00000000000${n}`,
    nonce: n,
    bet: '0.10',
    win,
    outcome: { roll, wins: win !== '0.00', multiplierBp: 20000, target: 4950, direction: 'under' },
  });

const balanceText = () => within(screen.getByTestId('game-balance')).getByText(/\$/);

describe('the house game page', () => {
  it('trades the launch token for a session, drops it from the address and shows the game', async () => {
    const api = rgs({});
    const token = launchToken();
    const { router } = renderApp(`/seamless?launch=${token}`, api.handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Juego: Dados de Oro' })).toBeInTheDocument();
    expect(screen.getByText('Aurora Reels')).toBeInTheDocument();
    expect(balanceText()).toHaveTextContent('$100,00');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/seamless');
    expect(api.calls.filter((c) => c.path === '/rgs/authenticate')).toEqual([
      { path: '/rgs/authenticate', body: { launchToken: token } },
    ]);
    await waitFor(() => expect(readStoredGame()?.session.sessionId).toBe(SESSION.sessionId));
    expect(await screen.findByText('Aún no has jugado ninguna ronda.')).toBeInTheDocument();
    // Neither a footer nor a side menu on the game page.
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });

  it('plays with the selected stake and updates the balance and the history from the round', {
    timeout: 20_000,
  }, async () => {
    const api = rgs({ play: (_body, n) => ({ round: diceRound(n, '0.20'), balance: '100.10' }) });
    renderApp(`/seamless?launch=${launchToken()}`, api.handlers);
    const play = await screen.findByRole('button', { name: 'Tirar' });
    await userEvent.click(screen.getByRole('button', { name: 'Subir la apuesta' }));
    expect(screen.getByTestId('selected-bet')).toHaveTextContent('$0,50');
    await userEvent.click(screen.getByRole('button', { name: '$0,10' }));
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    expect(await screen.findByTestId('history-row')).toHaveTextContent('12,34 < 49,50');
    expect(balanceText()).toHaveTextContent('$100,10');
    expect(api.playCalls()[0]?.body).toEqual({
      sessionId: SESSION.sessionId,
      action: 'bet',
      params: { target: 4950, direction: 'under' },
      bet: '0.10',
    });
    // The game is stored for a reload by an effect after the render that shows the round.
    await waitFor(() => expect(readStoredGame()?.session.balance).toBe('100.10'));
    expect(readStoredGame()?.bet).toBe('0.10');
  });

  it('says why a bet was refused', async () => {
    const api = rgs({ play: () => refusal('insufficient_funds', 422) });
    renderApp(`/seamless?launch=${launchToken()}`, api.handlers);
    const play = await screen.findByRole('button', { name: 'Tirar' });
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu saldo no alcanza para esta apuesta.');
    expect(balanceText()).toHaveTextContent('$100,00');
  });

  it('names the table limits of a bet out of range', async () => {
    const api = rgs({ play: () => refusal('bet_out_of_range', 422, { min: '0.50', max: '100000.00' }) });
    renderApp(`/seamless?launch=${launchToken()}`, api.handlers);
    const play = await screen.findByRole('button', { name: 'Tirar' });
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La apuesta debe estar entre $0,50 y $100.000,00.',
    );
  });

  it('continues the stored session after a reload, without a launch token', async () => {
    writeStoredGame({ session: { ...SESSION, balance: '42.00' }, openRoundId: null, bet: '2.00' });
    const api = rgs({ history: [diceRound(3, '0.00', 8000), diceRound(2, '0.20')] });
    renderApp('/seamless', api.handlers);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(2);
    expect(balanceText()).toHaveTextContent('$42,00');
    expect(screen.getByTestId('selected-bet')).toHaveTextContent('$2,00');
    expect(api.calls.some((c) => c.path === '/rgs/authenticate')).toBe(false);
  });

  it('says the session ended when the server no longer knows it, with a way back', async () => {
    writeStoredGame({ session: SESSION, openRoundId: null, bet: null });
    renderApp('/seamless', { '/rgs/history': () => refusal('session_expired', 401) });
    const ended = await screen.findByTestId('game-ended');
    expect(ended).toHaveTextContent('Esta sesión de juego terminó.');
    expect(within(ended).getByRole('link', { name: 'Volver al lobby' })).toHaveAttribute('href', '/rng');
    await waitFor(() => expect(readStoredGame()).toBeNull());
  });

  it('refuses a spent launch link', async () => {
    renderApp(`/seamless?launch=${launchToken()}`, {
      '/rgs/authenticate': () => refusal('invalid_launch_token', 401),
    });
    expect(await screen.findByTestId('game-ended')).toHaveTextContent('ya se usó o caducó');
  });

  it('shows an empty page without a game, and calls nothing', () => {
    const { fetchMock } = renderApp('/seamless');
    expect(screen.getByText(/No hay ningún juego abierto|Cargando/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/rgs/'))).toBe(false);
  });

  it('marks a free trial as play money', async () => {
    renderApp(`/seamless?launch=${launchToken()}`, rgs({ session: gameSession({ trial: true }) }).handlers);
    expect(await screen.findByTestId('trial-banner')).toHaveTextContent('dinero de práctica');
    expect(screen.getByTestId('game-balance')).toHaveTextContent('Saldo de práctica');
  });

  it('takes a pushed balance between rounds', async () => {
    renderApp(`/seamless?launch=${launchToken()}`, rgs({}).handlers);
    await screen.findByRole('button', { name: 'Tirar' });
    // The game's socket opens in an effect, which may run after the button shows.
    const socket = await waitFor(() => FakeWebSocket.last);
    socket.serverOpen();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'game', sessionId: SESSION.sessionId });
    socket.serverSend({
      type: 'balance',
      balance: '77.00',
      held: '0.00',
      available: '77.00',
      currency: 'MXN',
    });
    await waitFor(() => expect(balanceText()).toHaveTextContent('$77,00'));
    socket.serverSend({ type: 'balance', balance: '5.00', held: '0.00', available: '5.00', currency: 'PHP' });
    expect(balanceText()).toHaveTextContent('$77,00');
  });

  it('autoplays until its round limit, then says so', { timeout: 20_000 }, async () => {
    let balance = 100_00;
    const api = rgs({
      play: (_body, n) => {
        balance -= 10;
        return { round: diceRound(n, '0.00'), balance: (balance / 100).toFixed(2) };
      },
    });
    renderApp(`/seamless?launch=${launchToken()}`, api.handlers);
    await screen.findByRole('button', { name: 'Tirar' });
    await userEvent.click(screen.getByRole('button', { name: 'Juego automático' }));
    const panel = screen.getByTestId('autoplay-panel');
    await userEvent.clear(within(panel).getByLabelText('Rondas'));
    await userEvent.type(within(panel).getByLabelText('Rondas'), '3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Iniciar' }));
    expect(
      await screen.findByText('Juego automático terminado. Rondas jugadas: 3.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(api.playCalls()).toHaveLength(3);
    expect(balanceText()).toHaveTextContent('$99,70');
  });

  it('stops autoplay on a loss limit and on an error', { timeout: 20_000 }, async () => {
    const api = rgs({
      play: (_body, n) =>
        n < 3 ? { round: diceRound(n, '0.00'), balance: '99.00' } : refusal('network_error', 503),
    });
    renderApp(`/seamless?launch=${launchToken()}`, api.handlers);
    await screen.findByRole('button', { name: 'Tirar' });
    await userEvent.click(screen.getByRole('button', { name: 'Juego automático' }));
    let panel = screen.getByTestId('autoplay-panel');
    await userEvent.type(within(panel).getByLabelText('Parar si la pérdida llega a'), '0,20');
    await userEvent.click(within(panel).getByRole('button', { name: 'Iniciar' }));
    expect(
      await screen.findByText(
        'Juego automático detenido: se alcanzó el límite de pérdida.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(api.playCalls()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Juego automático' }));
    panel = screen.getByTestId('autoplay-panel');
    await userEvent.click(within(panel).getByRole('button', { name: 'Iniciar' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'La conexión de red es inestable',
    );
    expect(api.playCalls()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Juego automático' })).toBeInTheDocument();
  });

  it('rotates the seeds, shows the revealed one and verifies a round in the browser', {
    timeout: 20_000,
  }, async () => {
    const serverSeed = 'f'.repeat(64);
    const hash = await commitment(serverSeed);
    const clientSeed = 'c0ffee';
    const { roll, wins, multiplierBp } = playDice(new ServerStream(serverSeed, clientSeed, 1), {
      target: 4950,
      direction: 'under',
    });
    const played = round({
      roundId: '11111111-1111-4111-8111-111111111111',
      nonce: 1,
      bet: '0.10',
      win: wins ? '0.20' : '0.00',
      outcome: { roll, wins, multiplierBp, target: 4950, direction: 'under' },
    });
    const session = gameSession({ fairness: { serverSeedHash: hash, clientSeed, nonce: 1 } });
    writeStoredGame({ session, openRoundId: null, bet: null });
    let revealed = false;
    const seedCalls: unknown[] = [];
    renderApp('/seamless', {
      ...rgs({ session, history: [played] }).handlers,
      '/rgs/seed': (_url: URL, init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body)) as { clientSeed?: string };
        seedCalls.push(body);
        // A client seed alone keeps the server seed; a call without one rotates and reveals it.
        if (body.clientSeed)
          return jsonResponse(
            envelope({ revealedServerSeed: null, serverSeedHash: hash, clientSeed: 'mine' }),
          );
        revealed = true;
        return jsonResponse(
          envelope({ revealedServerSeed: serverSeed, serverSeedHash: 'e'.repeat(64), clientSeed: 'mine' }),
        );
      },
      [`/rgs/rounds/${played.roundId}`]: () =>
        jsonResponse(
          envelope({
            ...played,
            engine: 'dice',
            params: { target: 4950, direction: 'under' },
            serverSeedHash: hash,
            clientSeed,
            serverSeed: revealed ? serverSeed : null,
            walletTransactions: [`${played.roundId}:bet`],
            createdAt: '2026-01-01T00:00:00.000Z',
          }),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar la ronda 1' }));
    const panel = screen.getByTestId('fairness-panel');
    expect(await within(panel).findByTestId('verify-result')).toHaveAttribute('data-status', 'unrevealed');
    expect(within(panel).getByTestId('server-seed-hash')).toHaveTextContent(hash);
    expect(within(panel).getByTestId('nonce')).toHaveTextContent('1 (la próxima ronda usa 2)');

    await userEvent.clear(within(panel).getByLabelText('Semilla del cliente'));
    await userEvent.type(within(panel).getByLabelText('Semilla del cliente'), 'mine');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cambiar semillas' }));
    expect(await within(panel).findByTestId('revealed-seed', {}, { timeout: 5_000 })).toHaveTextContent(
      serverSeed,
    );
    expect(seedCalls).toEqual([
      { sessionId: SESSION.sessionId, clientSeed: 'mine' },
      { sessionId: SESSION.sessionId },
    ]);
    expect(within(panel).getByTestId('nonce')).toHaveTextContent('0 (la próxima ronda usa 1)');
    expect(within(panel).getByTestId('server-seed-hash')).toHaveTextContent('e'.repeat(64));

    // The panel replaces the "unrevealed" result once the revealed seed arrives: look it up each time.
    await waitFor(
      () => expect(within(panel).getByTestId('verify-result')).toHaveAttribute('data-matches', 'true'),
      { timeout: 5_000 },
    );
    const result = within(panel).getByTestId('verify-result');
    expect(result).toHaveTextContent('Coincide: el resultado sale de las semillas.');
    expect(result).toHaveTextContent((roll / 100).toFixed(2).replace('.', ','));
    await waitFor(() =>
      expect(readStoredGame()?.session.fairness).toEqual({
        serverSeedHash: 'e'.repeat(64),
        clientSeed: 'mine',
        nonce: 0,
      }),
    );
  });

  it('shows a mismatch when the round does not follow from its seeds', async () => {
    const serverSeed = 'a'.repeat(64);
    const played = round({
      roundId: '22222222-2222-4222-8222-222222222222',
      outcome: { roll: 10_001, wins: false, multiplierBp: 0, target: 4950, direction: 'under' },
    });
    writeStoredGame({ session: SESSION, openRoundId: null, bet: null });
    renderApp('/seamless', {
      ...rgs({ history: [played] }).handlers,
      [`/rgs/rounds/${played.roundId}`]: async () =>
        jsonResponse(
          envelope({
            ...played,
            engine: 'dice',
            params: { target: 4950, direction: 'under' },
            serverSeedHash: await commitment(serverSeed),
            clientSeed: 'c',
            serverSeed,
            walletTransactions: [],
            createdAt: '2026-01-01T00:00:00.000Z',
          }),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar la ronda 1' }));
    const result = await screen.findByTestId('verify-result');
    await waitFor(() => expect(result).toHaveAttribute('data-matches', 'false'));
    expect(result).toHaveTextContent('No coincide');
  });

  it('brings back the open round of a multi-step game after a reload', async () => {
    const open = round({
      roundId: '33333333-3333-4333-8333-333333333333',
      state: 'debited',
      bet: '1.00',
      outcome: { count: 3, revealed: [4], busted: false },
    });
    const session = gameSession({ engine: 'mines' });
    writeStoredGame({ session, openRoundId: open.roundId, bet: null });
    renderApp('/seamless', rgs({ session, history: [open] }).handlers);
    // The stored game's view is loaded with the page and shows at once; the open round once the history is in.
    await waitFor(() =>
      expect(screen.getByTestId('mines-status')).toHaveTextContent(
        'Puedes cobrar $1,12 o seguir descubriendo.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Juego justo' }));
    expect(screen.getByRole('button', { name: 'Cambiar semillas' })).toBeDisabled();
    expect(screen.getByText('Termina la ronda en juego para cambiar las semillas.')).toBeInTheDocument();
  });

  it('says an engine without a view is not available', async () => {
    renderApp(
      `/seamless?launch=${launchToken()}`,
      rgs({ session: gameSession({ engine: 'pachinko' }) }).handlers,
    );
    expect(
      await screen.findByText('Este juego aún no está disponible. Prueba otro juego del lobby.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tirar|Girar/ })).not.toBeInTheDocument();
  });
});
