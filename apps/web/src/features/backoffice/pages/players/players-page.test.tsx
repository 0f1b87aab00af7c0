import type { TPlayerProfile, TPlayerSummary } from '@crupier/contract/ops-players';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n/i18n';
import { adjustmentRoute } from './player-actions';
import { PlayersPage } from './players-page';
import { callsTo, okJson, renderOpsPage } from './render-ops-page';

beforeAll(() => loadNamespace('backoffice'));

const summary: TPlayerSummary = {
  id: '42',
  username: 'jugador1',
  nickname: 'Jugador Uno',
  type: 0,
  status: 'active',
  email: 'uno@example.com',
  mobile: '+525512345678',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastLoginAt: null,
};

function profile(overrides: Partial<TPlayerProfile> = {}): TPlayerProfile {
  return {
    ...summary,
    locked: false,
    mustChangePassword: false,
    lastLoginIp: '10.0.0.9',
    registerIp: '10.0.0.8',
    registerMethod: 'WEB',
    upline: { id: '5', username: 'agente1' },
    balances: { balance: '1500.00', held: '250.00', available: '1250.00', currency: 'MXN' },
    depositLimits: {
      current: { day: '100.00', week: null, month: null },
      pending: [],
    },
    devices: [
      {
        ip: '10.0.0.9',
        userAgent: 'Firefox/130',
        firstSeenAt: '2026-01-02T10:00:00.000Z',
        lastSeenAt: '2026-01-03T10:00:00.000Z',
        sessions: 3,
      },
    ],
    notes: [{ id: '1', text: 'Llamó por un retiro', staff: 'soporte1', at: '2026-01-03T11:00:00.000Z' }],
    payoutAccounts: [
      {
        id: 7,
        bankName: 'BBVA',
        holderName: 'Jugador Uno',
        accountNumber: '••••8877',
        createdAt: '2026-01-02T10:00:00.000Z',
        removedAt: null,
        sharedWith: ['jugador9'],
      },
    ],
    counts: { deposits: 2, withdrawals: 1, rounds: 9, notes: 1 },
    ...overrides,
  };
}

const emptyPage = { list: [], pageNo: 1, pageSize: 10, totalPages: 0, total: 0 };
const profileHandlers = (player = profile()) => ({
  '/ops/players/42': player,
  '/ops/players/42/transactions': {
    ...emptyPage,
    list: [
      {
        id: 't1',
        at: '2026-01-03T10:00:00.000Z',
        type: 'deposit',
        amount: '250.00',
        balanceAfter: '1500.00',
        reference: 'BANK',
        status: 'posted',
      },
    ],
    total: 1,
    totalPages: 1,
  },
  '/ops/players/42/rounds': {
    ...emptyPage,
    turnover: '1.00',
    wins: '0.00',
    profit: '-1.00',
    list: [
      {
        roundId: 'r1',
        at: '2026-01-03T10:00:00.000Z',
        gameName: 'Dados',
        gameType: 'RNG',
        studio: 'Casa',
        engine: 'dice',
        state: 'settled',
        bet: '1.00',
        win: '0.00',
        profit: '-1.00',
        serverSeedHash: 'abc123hash',
        clientSeed: 'client-seed',
        nonce: 4,
        serverSeed: null,
      },
    ],
    total: 1,
    totalPages: 1,
  },
});

describe('players search', () => {
  it('lists players, searches with the typed text and links to the profile', async () => {
    const { fetchMock } = renderOpsPage(<PlayersPage />, {
      path: '/backoffice/players',
      pattern: '/backoffice/players/*',
      handlers: { '/ops/players': { list: [summary], pageNo: 1, pageSize: 20, totalPages: 1, total: 1 } },
    });
    const link = await screen.findByRole('link', { name: 'jugador1' });
    expect(link).toHaveAttribute('href', '/backoffice/players/42');
    await userEvent.type(screen.getByRole('searchbox'), 'uno@');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/ops/players').some((call) => call.url.searchParams.get('query') === 'uno@'),
      ).toBe(true),
    );
  });
});

describe('player profile', () => {
  it('shows balances, limits, devices, notes, transactions and rounds with their seeds', async () => {
    renderOpsPage(<PlayersPage />, {
      path: '/backoffice/players/42',
      pattern: '/backoffice/players/*',
      handlers: profileHandlers(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /jugador1/ })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('player-balances')).getByText(/1,250\.00|1\.250,00|1250,00|1 250,00/),
    ).toBeInTheDocument();
    expect(screen.getByText('Firefox/130')).toBeInTheDocument();
    expect(screen.getByText('Llamó por un retiro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'agente1' })).toHaveAttribute('href', '/backoffice/players/5');
    expect(screen.getByText('••••8877')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jugador9' })).toHaveAttribute(
      'href',
      '/backoffice/players?query=jugador9',
    );
    expect(await screen.findByText('abc123hash')).toBeInTheDocument();
    expect(screen.getByText('client-seed')).toBeInTheDocument();
    expect(await screen.findByText('BANK')).toBeInTheDocument();
  });

  it('adds a note', async () => {
    const { fetchMock } = renderOpsPage(<PlayersPage />, {
      path: '/backoffice/players/42',
      pattern: '/backoffice/players/*',
      handlers: {
        ...profileHandlers(),
        '/ops/players/42/notes': () =>
          okJson({ id: '2', text: 'VIP', staff: 'operador', at: '2026-01-04T00:00:00Z' }),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /añadir nota|add note/i }), 'VIP');
    await userEvent.click(screen.getByRole('button', { name: /añadir nota|add note/i }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/players/42/notes')[0]?.body).toEqual({ text: 'VIP' }),
    );
  });

  it('resets the password with a reason and shows the temporary one once', async () => {
    const { fetchMock } = renderOpsPage(<PlayersPage />, {
      path: '/backoffice/players/42',
      pattern: '/backoffice/players/*',
      handlers: {
        ...profileHandlers(),
        '/ops/players/42/reset-password': () => okJson({ temporaryPassword: 'Tmp-xyz42' }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /restablecer contraseña|reset password/i }),
    );
    const dialog = await screen.findByTestId('reason-dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'ticket 42');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirmar|confirm/i }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Tmp-xyz42');
    expect(callsTo(fetchMock, '/ops/players/42/reset-password')[0]?.body).toEqual({ reason: 'ticket 42' });
  });

  it('says whether an adjustment posts now or needs a second approval, and posts it with a key', async () => {
    const { fetchMock } = renderOpsPage(<PlayersPage />, {
      path: '/backoffice/players/42',
      pattern: '/backoffice/players/*',
      handlers: {
        ...profileHandlers(),
        '/ops/accounts/jugador1/adjust': () =>
          okJson({ balance: '1250.00', adjustment: { id: 'a1', status: 'pending' } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /ajustar saldo|adjust balance/i }));
    const dialog = await screen.findByTestId('reason-dialog');
    const amount = within(dialog).getByRole('textbox', { name: /importe|amount/i });
    await userEvent.type(amount, '500');
    expect(dialog).toHaveTextContent(/al instante|at once/i);
    await userEvent.clear(amount);
    await userEvent.type(amount, '-20000');
    expect(dialog).toHaveTextContent(/otra persona|another staff member/i);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /motivo|reason/i }), 'bono VIP');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirmar|confirm/i }));
    expect(await screen.findByText(/segunda aprobación|second approval/i)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/ops/accounts/jugador1/adjust');
    expect(call?.body).toEqual({ amount: '-20000.00', reason: 'bono VIP' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides what the role cannot do', async () => {
    renderOpsPage(<PlayersPage />, {
      path: '/backoffice/players/42',
      pattern: '/backoffice/players/*',
      roles: ['risk'],
      handlers: profileHandlers(),
    });
    expect(await screen.findByRole('button', { name: /cambiar límites|change limits/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^bloquear$|^lock$/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ajustar saldo|adjust balance/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /restablecer contraseña|reset password/i })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /añadir nota|add note/i })).toBeNull();
  });

  it('shows a missing player as not found', async () => {
    renderOpsPage(<PlayersPage />, { path: '/backoffice/players/999', pattern: '/backoffice/players/*' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('adjustmentRoute', () => {
  it('posts up to 10,000.00 either sign, asks a second approval above, and knows a non-amount', () => {
    expect(adjustmentRoute('10000.00')).toBe('now');
    expect(adjustmentRoute('-10000')).toBe('now');
    expect(adjustmentRoute('10000.01')).toBe('approval');
    expect(adjustmentRoute('-50000')).toBe('approval');
    expect(adjustmentRoute('abc')).toBeNull();
    expect(adjustmentRoute('')).toBeNull();
  });
});
