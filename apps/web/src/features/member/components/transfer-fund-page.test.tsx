import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';

beforeAll(() => loadNamespace('wallet'));

describe('transferFund', () => {
  it('shows the main and vendor wallets and moves money between them with a key', async () => {
    const { fetchMock } = renderMemberPage('transferFund', {
      '/wps/relay/GCS_walletTransfer': {
        isSingle: false,
        wallets: [{ vendor: 'DEMOT', name: 'Demo Transfer Vendor', balance: '40.00' }],
      },
    });
    const main = await screen.findByTestId('wallet-MAIN');
    await waitFor(() => expect(main).toHaveTextContent('$5.000,00'));
    expect(screen.getByTestId('wallet-DEMOT')).toHaveTextContent('Demo Transfer Vendor$0,00');
    const form = screen.getByTestId('wallet-transfer-form');
    expect(within(form).getByLabelText('Desde')).toHaveDisplayValue('Billetera principal');
    expect(within(form).getByLabelText('Hacia')).toHaveDisplayValue('Demo Transfer Vendor');
    await userEvent.type(within(form).getByLabelText('Importe'), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
    expect(await within(form).findByTestId('wallet-transfer-done')).toHaveTextContent(
      'Se movieron $40,00 de Billetera principal a Demo Transfer Vendor.',
    );
    expect(screen.getByTestId('wallet-DEMOT')).toHaveTextContent('$40,00');
    const [call] = callsTo(fetchMock, '/wps/relay/GCS_walletTransfer');
    expect(call?.body).toEqual({ from: 'MAIN', to: 'DEMOT', amount: '40.00' });
    expect(call?.headers['Idempotency-Key']).toBeTruthy();

    // Back the other way: swap, and "All" takes the vendor wallet's balance.
    await userEvent.click(within(form).getByRole('button', { name: 'Intercambiar origen y destino' }));
    expect(within(form).getByLabelText('Desde')).toHaveDisplayValue('Demo Transfer Vendor');
    expect(within(form).getByLabelText('Hacia')).toHaveDisplayValue('Billetera principal');
    await userEvent.click(within(form).getByRole('button', { name: 'Todo' }));
    expect(within(form).getByLabelText('Importe')).toHaveValue('40.00');
    await userEvent.clear(within(form).getByLabelText('Importe'));
    await userEvent.type(within(form).getByLabelText('Importe'), '41');
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
    expect(await within(form).findByText('Supera tu saldo disponible ($40,00).')).toBeInTheDocument();
  });

  it('says so when every game plays from the main wallet', async () => {
    renderMemberPage('transferFund', { '/wps/relay/GCS_merchantWallet': { isSingle: true, wallets: [] } });
    expect(await screen.findByText(/Todos los juegos usan tu billetera principal/)).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-transfer-form')).not.toBeInTheDocument();
  });
});
