import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCE,
  callsTo,
  ok,
  PAYOUT,
  pageOf,
  refusal,
  renderMemberPage,
  withdrawal,
} from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';

beforeAll(() => loadNamespace('wallet'));

describe('withdraw', () => {
  it('shows the balance with what is held, and adds a payout account behind the payment password', async () => {
    let accounts: (typeof PAYOUT)[] = [];
    let attempts = 0;
    const { fetchMock } = renderMemberPage('withdraw', {
      '/wps/v2/wallets/balance': { ...BALANCE, held: '100.00', available: '4900.00' },
      '/wps/payments/payout-accounts': (_url: URL, init: RequestInit | undefined) => {
        if (init?.method !== 'POST') return ok(accounts);
        attempts += 1;
        if (attempts === 1) return refusal('invalid_payment_password', 400);
        accounts = [PAYOUT];
        return ok(PAYOUT);
      },
    });
    const summary = await screen.findByTestId('wallet-summary');
    await waitFor(() => expect(within(summary).getByTestId('wallet-held')).toHaveTextContent('$100,00'));
    expect(within(summary).getByTestId('wallet-available')).toHaveTextContent('$4.900,00');
    expect(within(summary).getByTestId('wallet-balance')).toHaveTextContent('$5.000,00');

    // No account yet: the form is open.
    const form = await screen.findByTestId('payout-account-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cuenta' }));
    expect(within(form).getAllByText('Este campo no puede estar vacío.')).toHaveLength(3);
    expect(within(form).getByText('Introduce tu contraseña de pago.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Banco'), 'BBVA');
    await userEvent.type(within(form).getByLabelText('Titular'), 'Jugador Uno');
    await userEvent.type(within(form).getByLabelText('Número de cuenta o IBAN'), '012180001234567891');
    await userEvent.type(within(form).getByLabelText('Contraseña de pago'), '999999');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cuenta' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(
      'La contraseña de pago no es correcta.',
    );
    expect(within(form).getByLabelText('Contraseña de pago')).toHaveValue('');
    await userEvent.type(within(form).getByLabelText('Contraseña de pago'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cuenta' }));

    const list = await screen.findByTestId('payout-accounts');
    expect(within(list).getByText('•••• 7891')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('012180001234567891');
    expect(callsTo(fetchMock, '/wps/payments/payout-accounts')[1]?.body).toEqual({
      bankName: 'BBVA',
      holderName: 'Jugador Uno',
      accountNumber: '012180001234567891',
      paymentPassword: '123456',
    });
  });

  it('requests a withdrawal with a key, which is then held until approved', async () => {
    let list = [withdrawal({ id: 'old', status: 'rejected', reason: 'datos incorrectos', amount: '30.00' })];
    const { fetchMock } = renderMemberPage('withdraw', {
      '/wps/payments/withdrawals': (_url: URL, init: RequestInit | undefined) => {
        if (init?.method !== 'POST') return ok(pageOf(list));
        list = [withdrawal({ id: 'new' }), ...list];
        return ok(withdrawal({ id: 'new' }));
      },
    });
    const form = await screen.findByTestId('withdrawal-form');
    expect(within(form).getByLabelText('Cuenta de cobro')).toHaveDisplayValue('BBVA •••• 7891 · Jugador Uno');
    await userEvent.type(within(form).getByLabelText('Importe'), '5000,01');
    await userEvent.type(within(form).getByLabelText('Contraseña de pago'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Solicitar retiro' }));
    expect(await within(form).findByText('Supera tu saldo disponible ($5.000,00).')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Importe'));
    await userEvent.type(within(form).getByLabelText('Importe'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Solicitar retiro' }));
    expect(await within(form).findByTestId('withdrawal-requested')).toHaveTextContent(
      'Retiro solicitado: $100,00 queda retenido hasta que se apruebe.',
    );
    const [call] = callsTo(fetchMock, '/wps/payments/withdrawals');
    expect(call?.body).toEqual({ payoutAccountId: 7, amount: '100.00', paymentPassword: '123456' });
    expect(call?.headers['Idempotency-Key']).toBeTruthy();

    await waitFor(() => expect(screen.getAllByTestId('withdrawal-row')).toHaveLength(2));
    const [held, rejected] = screen.getAllByTestId('withdrawal-row');
    expect(held).toHaveAttribute('data-status', 'pending');
    expect(held).toHaveTextContent('Pendiente');
    expect(held).toHaveTextContent('Retenido hasta la aprobación');
    expect(rejected).toHaveTextContent('Rechazado');
    expect(rejected).toHaveTextContent('Motivo: datos incorrectos El importe volvió a tu saldo.');
  });

  it('asks about an approved withdrawal: received, not received, all received, before it counts as received', async () => {
    let confirmed = false;
    const approved = withdrawal({
      id: 'wd-9',
      status: 'approved',
      decidedAt: '2026-03-02T04:00:00.000Z',
      confirmBy: '2026-03-02T05:00:00.000Z',
    });
    const { fetchMock } = renderMemberPage('withdraw', {
      '/wps/payments/withdrawals': () =>
        ok(
          pageOf([
            confirmed ? { ...approved, receiptStatus: 'received', confirmBy: null } : approved,
            withdrawal({ id: 'auto', status: 'approved', receiptStatus: 'auto_received' }),
          ]),
        ),
      '/wps/payments/withdrawals/wd-9/confirm': () => {
        confirmed = true;
        return ok({ ...approved, receiptStatus: 'received' });
      },
    });
    const confirmation = await screen.findByTestId('receipt-confirmation');
    expect(within(confirmation).getByText('¿Recibiste el dinero?')).toBeInTheDocument();
    expect(within(confirmation).getByTestId('receipt-deadline')).toHaveTextContent(
      'Si no respondes, se considerará recibido el 01/03/2026, 23:00 (plazo de 60 minutos desde la aprobación).',
    );
    for (const name of ['Recibido', 'No recibido', 'Todo recibido']) {
      expect(within(confirmation).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Dado por recibido automáticamente')).toBeInTheDocument();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Recibido' }));
    await waitFor(() => expect(screen.queryByTestId('receipt-confirmation')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/wps/payments/withdrawals/wd-9/confirm')[0]?.body).toEqual({
      result: 'received',
    });
    const [row] = screen.getAllByTestId('withdrawal-row');
    expect(row).toHaveTextContent('Recibido');
  });
});
