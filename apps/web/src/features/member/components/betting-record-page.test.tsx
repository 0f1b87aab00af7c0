import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBetRecord, TBettingRecordPage, TRoundDetail } from '@/api/member-types';
import { addDays, merchantToday } from '@/features/member/lib/date-range';
import { ok, refusal, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';

beforeAll(() => loadNamespace('wallet'));

const ROUND_ID = '6f1c2d3e-0000-4000-8000-000000000001';
// A dice round (nonce 1) whose numbers the house game server drew from these seeds: roll 26.11.
const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const SEED_HASH = '1309f953015195d9eadc0455c1e42a5cfc463d4cad90c0cc940ff77b5f1633bd';

function bet(overrides: Partial<TBetRecord> = {}): TBetRecord {
  return {
    roundId: ROUND_ID,
    at: '2026-03-02T03:30:00.000Z',
    gameName: 'Dados Clásicos',
    gameType: 'RNG',
    engine: 'dice',
    state: 'settled',
    bet: '1.00',
    win: '1.98',
    profit: '0.98',
    studio: '',
    ...overrides,
  };
}

function record(list: TBetRecord[], overrides: Partial<TBettingRecordPage> = {}): TBettingRecordPage {
  return {
    list,
    pageNo: 1,
    pageSize: 20,
    totalPages: 1,
    total: list.length,
    turnover: '1250.00',
    wins: '1100.50',
    profit: '-149.50',
    ...overrides,
  };
}

function detail(overrides: Partial<TRoundDetail> = {}): TRoundDetail {
  return {
    roundId: ROUND_ID,
    state: 'settled',
    bet: '1.00',
    win: '1.98',
    outcome: { roll: 2611, wins: true, multiplierBp: 19800, target: 5000, direction: 'under' },
    nonce: 1,
    engine: 'dice',
    params: { target: 5000, direction: 'under' },
    serverSeedHash: SEED_HASH,
    clientSeed: 'player-seed',
    serverSeed: SERVER_SEED,
    walletTransactions: [`${ROUND_ID}:bet`, `${ROUND_ID}:win`],
    createdAt: '2026-03-02T03:30:00.000Z',
    ...overrides,
  };
}

function recordQueries(fetchMock: ReturnType<typeof renderMemberPage>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/wps/member/bettingRecord')
    .map((url) => Object.fromEntries(url.searchParams));
}

const DETAIL_PATH = `/wps/member/bettingRecord/${ROUND_ID}`;

describe('personalHistoryCopy (betting record)', () => {
  it('lists rounds with game, bet, win and a coloured profit, and the totals of the whole range', async () => {
    renderMemberPage('personalHistoryCopy', {
      '/wps/member/bettingRecord': record([
        bet(),
        bet({
          roundId: '7a000000-0000-4000-8000-000000000002',
          gameName: 'Ruleta Europea',
          gameType: 'LIVE',
          engine: 'roulette',
          studio: 'Aurora Studios',
          bet: '10.00',
          win: '0.00',
          profit: '-10.00',
        }),
        bet({
          roundId: '8b000000-0000-4000-8000-000000000003',
          engine: 'mines',
          state: 'debited',
          bet: '2.00',
          win: '0.00',
          profit: '-2.00',
        }),
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Historial de apuestas' }),
    ).toBeInTheDocument();
    const table = await screen.findByTestId('bets-table');
    const rows = within(table).getAllByTestId('bet-row');
    expect(rows).toHaveLength(3);
    const [dice, roulette, mines] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(dice).toHaveTextContent('Dados Clásicos');
    expect(dice).toHaveTextContent('Tragamonedas');
    expect(dice).toHaveTextContent('6f1c2d3e');
    expect(within(dice).getByTestId('bet-amount')).toHaveTextContent('$1,00');
    expect(within(dice).getByTestId('win-amount')).toHaveTextContent('$1,98');
    expect(within(dice).getByTestId('profit-amount')).toHaveTextContent('+$0,98');
    expect(within(dice).getByTestId('profit-amount')).toHaveAttribute('data-tone', 'in');
    expect(dice).toHaveTextContent('Liquidada');
    expect(roulette).toHaveTextContent('Aurora Studios · Casino en vivo');
    expect(within(roulette).getByTestId('profit-amount')).toHaveTextContent('-$10,00');
    expect(within(roulette).getByTestId('profit-amount')).toHaveAttribute('data-tone', 'out');
    expect(mines).toHaveAttribute('data-status', 'debited');
    expect(mines).toHaveTextContent('En curso');

    const totals = screen.getByTestId('bet-totals');
    expect(within(totals).getByTestId('total-turnover')).toHaveTextContent('$1.250,00');
    expect(within(totals).getByTestId('total-wins')).toHaveTextContent('$1.100,50');
    expect(within(totals).getByTestId('total-profit')).toHaveTextContent('-$149,50');
    expect(within(totals).getByTestId('total-profit')).toHaveAttribute('data-tone', 'out');
  });

  it('asks for the last 7 days in the merchant’s time zone, in the UI language; shortcuts and pages ask again', async () => {
    const { fetchMock } = renderMemberPage('personalHistoryCopy', {
      '/wps/member/bettingRecord': (url: URL) =>
        ok(
          record([bet({ roundId: `round-${url.searchParams.get('pageNo')}` })], {
            pageNo: Number(url.searchParams.get('pageNo')),
            totalPages: 3,
          }),
        ),
    });
    const today = merchantToday(new Date(), '-06:00');
    await waitFor(() => expect(recordQueries(fetchMock)).toHaveLength(1));
    expect(recordQueries(fetchMock)[0]).toEqual({
      pageNo: '1',
      pageSize: '20',
      startDate: addDays(today, -6),
      endDate: today,
      language: 'es',
    });

    const pager = await screen.findByRole('navigation', { name: 'Paginación' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(recordQueries(fetchMock).at(-1)).toMatchObject({ pageNo: '2' }));

    // A new range goes back to page 1.
    await userEvent.click(screen.getByRole('button', { name: '‹ 30 días anteriores' }));
    await waitFor(() =>
      expect(recordQueries(fetchMock).at(-1)).toMatchObject({
        pageNo: '1',
        startDate: addDays(today, -36),
        endDate: addDays(today, -7),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '7 días siguientes ›' }));
    await waitFor(() =>
      expect(recordQueries(fetchMock).at(-1)).toMatchObject({
        startDate: addDays(today, -6),
        endDate: today,
      }),
    );
    expect(screen.getByRole('button', { name: '7 días siguientes ›' })).toBeDisabled();

    // A start after the end is refused without asking the server.
    const calls = recordQueries(fetchMock).length;
    const start = screen.getByLabelText('Desde');
    await userEvent.clear(start);
    await userEvent.type(start, '2099-01-01');
    expect(
      await screen.findByText('La fecha inicial no puede ser posterior a la final.'),
    ).toBeInTheDocument();
    expect(
      recordQueries(fetchMock)
        .slice(calls)
        .every((query) => query.startDate !== '2099-01-01'),
    ).toBe(true);
  });

  it('says when there are no bets, and offers a retry when the record cannot be loaded', async () => {
    let fail = true;
    renderMemberPage('personalHistoryCopy', {
      '/wps/member/bettingRecord': () =>
        fail
          ? refusal('internal_error', 500)
          : ok(record([], { turnover: '0.00', wins: '0.00', profit: '0.00' })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('No hay apuestas en estas fechas.');
    expect(screen.getByTestId('total-profit')).toHaveTextContent('$0,00');
    expect(screen.getByTestId('total-profit')).toHaveAttribute('data-tone', 'even');
  });
});

describe('a round’s details', () => {
  it('shows the outcome, the seeds and the wallet transactions, and verifies the round in the browser', async () => {
    renderMemberPage('personalHistoryCopy', {
      '/wps/member/bettingRecord': record([bet()]),
      [DETAIL_PATH]: detail(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Detalles de la ronda 6f1c2d3e' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados Clásicos' });
    expect(within(dialog).getByTestId('round-bet')).toHaveTextContent('$1,00');
    expect(within(dialog).getByTestId('round-win')).toHaveTextContent('$1,98');
    expect(await within(dialog).findByTestId('outcome-roll')).toHaveTextContent('26,11');
    expect(within(dialog).getByText('Menor que 50,00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('server-seed-hash')).toHaveTextContent(SEED_HASH);
    expect(within(dialog).getByTestId('client-seed')).toHaveTextContent('player-seed');
    expect(within(dialog).getByTestId('nonce')).toHaveTextContent('1');
    expect(within(dialog).getByTestId('server-seed')).toHaveTextContent(SERVER_SEED);
    expect(
      within(dialog)
        .getAllByTestId('wallet-transaction')
        .map((node) => node.textContent),
    ).toEqual([`${ROUND_ID}:bet`, `${ROUND_ID}:win`]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar ronda' }));
    const result = await within(dialog).findByTestId('verify-result');
    expect(result).toHaveAttribute('data-result', 'match');
    expect(result).toHaveTextContent('Verificada: la ronda es la que dan las semillas.');
    expect(result).toHaveTextContent('Igual al hash mostrado antes de jugar.');
    expect(within(result).getByRole('row', { name: 'Tirada 26,11 26,11' })).toBeInTheDocument();
  });

  it('shows a mismatch when the recorded outcome is not what the seeds give', async () => {
    renderMemberPage('personalHistoryCopy', {
      '/wps/member/bettingRecord': record([bet()]),
      [DETAIL_PATH]: detail({ outcome: { roll: 1200, wins: true, multiplierBp: 19800, target: 5000 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Detalles de la ronda 6f1c2d3e' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Verificar ronda' }));
    const result = await within(dialog).findByTestId('verify-result');
    expect(result).toHaveAttribute('data-result', 'mismatch');
    expect(result).toHaveTextContent('No coincide');
    expect(within(result).getByRole('row', { name: 'Tirada 12,00 26,11' })).toBeInTheDocument();
  });

  it('explains how to reveal a server seed that is still secret, and offers no verification yet', async () => {
    renderMemberPage('personalHistoryCopy', {
      '/wps/member/bettingRecord': record([bet()]),
      [DETAIL_PATH]: detail({ serverSeed: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Detalles de la ronda 6f1c2d3e' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('seed-hidden')).toHaveTextContent('cambia las semillas');
    expect(within(dialog).queryByTestId('server-seed')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Verificar ronda' })).not.toBeInTheDocument();
  });

  it('draws roulette, cards, reels and the minefield readably', async () => {
    const rows = [
      bet({ roundId: 'r1', engine: 'roulette', gameName: 'Ruleta' }),
      bet({ roundId: 'r2', engine: 'baccarat', gameName: 'Baccarat' }),
      bet({ roundId: 'r3', engine: 'slot', gameName: 'Tragamonedas', bet: '2.00' }),
      bet({ roundId: 'r4', engine: 'mines', gameName: 'Minas' }),
    ];
    const outcomes: Record<string, Partial<TRoundDetail>> = {
      r1: {
        engine: 'roulette',
        outcome: { pocket: 14, color: 'red', bets: [{ bet: { type: 'red' }, share: 1, stake: '100' }] },
      },
      r2: {
        engine: 'baccarat',
        outcome: {
          player: [
            { rank: 7, suit: 1 },
            { rank: 13, suit: 0 },
          ],
          banker: [
            { rank: 1, suit: 2 },
            { rank: 5, suit: 3 },
          ],
          playerTotal: 7,
          bankerTotal: 6,
          winner: 'player',
          playerPair: false,
          bankerPair: false,
          bets: [{ side: 'player', share: 1, stake: '100' }],
        },
      },
      r3: {
        engine: 'slot',
        bet: '2.00',
        outcome: {
          paytable: 'a',
          grid: [
            ['A', 'K', 'Q'],
            ['A', 'W', 'J'],
            ['A', 'T', 'S'],
            ['H1', 'K', 'Q'],
            ['J', 'K', 'Q'],
          ],
          lineWins: [{ line: 0, pay: 5 }],
          scatters: 1,
          freeSpins: [],
          lineBets: 5,
        },
      },
      r4: { engine: 'mines', outcome: { mines: [0, 6], count: 2, revealed: [1, 6], busted: true } },
    };
    renderMemberPage('personalHistoryCopy', {
      '/wps/member/bettingRecord': record(rows),
      ...Object.fromEntries(
        Object.entries(outcomes).map(([id, round]) => [
          `/wps/member/bettingRecord/${id}`,
          detail({ roundId: id, serverSeed: null, ...round }),
        ]),
      ),
    });
    const open = async (id: string) => {
      await userEvent.click(await screen.findByRole('button', { name: `Detalles de la ronda ${id}` }));
      const dialog = await screen.findByRole('dialog');
      return within(dialog).findByTestId('round-outcome');
    };
    const close = () => userEvent.keyboard('{Escape}');

    const roulette = await open('r1');
    expect(within(roulette).getByTestId('outcome-pocket')).toHaveTextContent('14');
    expect(roulette).toHaveTextContent('Rojo');
    expect(roulette).toHaveTextContent('$1,00');
    await close();

    const baccarat = await open('r2');
    expect(
      within(baccarat)
        .getAllByTestId('playing-card')
        .map((card) => card.textContent),
    ).toEqual(['7♥', 'K♠', 'A♦', '5♣']);
    expect(baccarat).toHaveTextContent('Gana: Jugador');
    await close();

    const slot = await open('r3');
    expect(within(slot).getByRole('table', { name: 'Rodillos' })).toHaveTextContent('WILD');
    // 5 line bets of a $2.00 spin (20 lines): $0.50.
    expect(slot).toHaveTextContent('Línea 1: $0,50');
    await close();

    const mines = await open('r4');
    expect(within(mines).getByLabelText('Casilla 7: mina descubierta')).toBeInTheDocument();
    expect(within(mines).getByLabelText('Casilla 2: segura, descubierta')).toBeInTheDocument();
    expect(within(mines).getByLabelText('Casilla 1: mina')).toBeInTheDocument();
    expect(mines).toHaveTextContent('Encontró una mina');
    expect(screen.queryByText(/"roll"|\{"/)).not.toBeInTheDocument();
  });

  it('says so when the round cannot be loaded', async () => {
    renderMemberPage('personalHistoryCopy', { '/wps/member/bettingRecord': record([bet()]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Detalles de la ronda 6f1c2d3e' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo cargar. No se encontró.');
  });
});
