import type { TDashboard } from '@crupier/contract/ops-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { okJson, renderOpsPage } from '@/features/backoffice/pages/players/render-ops-page';
import { loadNamespace } from '@/i18n/i18n';
import { DashboardPage } from './dashboard-page';

beforeAll(() => loadNamespace('backoffice'));

const board = (merchant: { id: string; code: string; name: string; currency: string }): TDashboard => ({
  merchant,
  range: 'today',
  from: '2026-01-02T06:00:00.000Z',
  to: '2026-01-02T18:00:00.000Z',
  totals: {
    deposits: '1500.75',
    withdrawals: '123.45',
    bets: '48.06',
    wins: '17.76',
    ggr: '30.30',
    bonuses: '10.24',
    ngr: '20.06',
    activePlayers: 2,
    newPlayers: 1,
  },
  byVendor: [
    { key: 'DEMOV', name: 'Demo Vendor', bets: '48.06', wins: '17.76', ggr: '30.30', activePlayers: 2 },
  ],
  byGameType: [{ key: 'PVP', name: 'PVP', bets: '48.06', wins: '17.76', ggr: '30.30', activePlayers: 2 }],
  days: [
    {
      day: '2026-01-02',
      deposits: '1500.75',
      withdrawals: '123.45',
      bets: '48.06',
      wins: '17.76',
      ggr: '30.30',
    },
  ],
});
const own = { id: '1', code: 'demo', name: 'Crupier Demo', currency: 'MXN' };
const other = { id: '2', code: 'otra', name: 'Otra marca', currency: 'USD' };

describe('the dashboard page', () => {
  it('shows the figures of a range and lets an admin switch merchants', async () => {
    const asked: URL[] = [];
    renderOpsPage(<DashboardPage />, {
      path: '/backoffice/dashboard',
      pattern: '/backoffice/dashboard',
      roles: ['admin'],
      handlers: {
        '/ops/merchants': [own, other],
        '/ops/dashboard': (url: URL) => {
          asked.push(url);
          return okJson(board(url.searchParams.get('merchant') === '2' ? other : own));
        },
      },
    });
    await screen.findByTestId('dashboard-figures');
    // The cards are drawn again for each answer: look them up each time.
    const figure = (key: string) =>
      screen.queryByTestId('dashboard-figures')?.querySelector(`[data-figure="${key}"] strong`)?.textContent;
    expect(figure('deposits')).toBe('$1.500,75');
    expect(figure('ngr')).toBe('$20,06');
    expect(figure('activePlayers')).toBe('2');
    expect(screen.getAllByText('Demo Vendor').length).toBeGreaterThan(0);

    await userEvent.selectOptions(screen.getByLabelText('Periodo'), '7d');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('range')).toBe('7d'));
    await userEvent.selectOptions(await screen.findByLabelText('Marca'), '2');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('merchant')).toBe('2'));
    await waitFor(() => expect(figure('deposits')).toBe('USD 1.500,75'));
    expect(within(screen.getByTestId('dashboard-figures')).getAllByText(/USD/).length).toBeGreaterThan(0);
  }, 20_000);

  it('has no merchant switcher for other roles', async () => {
    const { fetchMock } = renderOpsPage(<DashboardPage />, {
      path: '/backoffice/dashboard',
      pattern: '/backoffice/dashboard',
      roles: ['finance'],
      handlers: { '/ops/dashboard': board(own) },
    });
    await screen.findByTestId('dashboard-figures');
    expect(screen.queryByLabelText('Marca')).toBeNull();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).not.toContain('/ops/merchants');
  });
});
