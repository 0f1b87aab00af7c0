import type { TOpsVendor } from '@crupier/contract/ops-games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, okJson, renderOpsPage } from '@/features/backoffice/pages/players/render-ops-page';
import { loadNamespace } from '@/i18n/i18n';
import { GamesPage } from './games-page';

beforeAll(() => loadNamespace('backoffice'));

const demov: TOpsVendor = {
  code: 'DEMOV',
  name: 'Demo Vendor',
  walletMode: 'seamless',
  vendorStatus: 'active',
  status: 'active',
  sort: 10,
  gameTypes: ['PVP'],
};

describe('the games and vendors page', () => {
  it('puts a vendor in maintenance and shows a rotated secret once', async () => {
    const { fetchMock } = renderOpsPage(<GamesPage />, {
      path: '/backoffice/games',
      pattern: '/backoffice/games',
      roles: ['admin'],
      handlers: {
        '/ops/vendors': [demov],
        '/ops/vendors/DEMOV': () => okJson({ ...demov, status: 'maintenance' }),
        '/ops/vendors/DEMOV/rotate-secret': () => okJson({ code: 'DEMOV', secret: 'nuevo-secreto-123' }),
      },
    });
    const panel = await screen.findByTestId('vendors-panel');
    await within(panel).findByText('Demo Vendor');
    await userEvent.selectOptions(within(panel).getByLabelText('Estado'), 'maintenance');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/vendors/DEMOV')[0]?.body).toEqual({ status: 'maintenance', sort: 10 }),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Renovar secreto' }));
    await userEvent.type(await screen.findByLabelText(/Motivo/), 'rotación trimestral');
    await userEvent.click(screen.getAllByRole('button', { name: 'Renovar secreto' }).at(-1)!);
    expect(await screen.findByText('nuevo-secreto-123')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/ops/vendors/DEMOV/rotate-secret')[0]?.body).toEqual({
      reason: 'rotación trimestral',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ya lo copié' }));
    expect(screen.queryByText('nuevo-secreto-123')).toBeNull();
  }, 20_000);
});
