import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BALANCE, callsTo, ok, refusal, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';

beforeAll(() => loadNamespace('wallet'));

async function fill(form: HTMLElement, { user = 'agente2', amount = '25', password = '123456' } = {}) {
  const field = (label: string | RegExp) => within(form).getByLabelText(label);
  await userEvent.clear(field('Usuario destinatario'));
  await userEvent.type(field('Usuario destinatario'), user);
  await userEvent.clear(field('Importe'));
  await userEvent.type(field('Importe'), amount);
  await userEvent.clear(field('Contraseña de pago'));
  await userEvent.type(field('Contraseña de pago'), password);
}

const keysOf = (calls: ReturnType<typeof callsTo>) => calls.map((call) => call.headers['Idempotency-Key']);

describe('transferUpline', () => {
  it('sends money to the upline with the payment password and shows the new balance', async () => {
    const { fetchMock } = renderMemberPage('transferUpline', {
      '/wps/v2/wallets/balance': { ...BALANCE, balance: '300.00', available: '300.00' },
      '/wps/wallet/transfer/member': { ...BALANCE, balance: '275.00', available: '275.00' },
    });
    const form = await screen.findByTestId('member-transfer-form');
    expect(screen.getByText('Envía saldo a tu agente superior.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-available')).toHaveTextContent('$300,00'));
    await fill(form);
    await userEvent.type(within(form).getByLabelText(/Nota/), 'para el torneo');
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
    expect(await within(form).findByTestId('member-transfer-done')).toHaveTextContent(
      'Enviaste $25,00 a agente2.',
    );
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('$275,00');
    expect(callsTo(fetchMock, '/wps/wallet/transfer/member')[0]?.body).toEqual({
      targetUsername: 'agente2',
      amount: '25.00',
      paymentPassword: '123456',
      remark: 'para el torneo',
    });
  });

  it('translates refusals from their code', async () => {
    const codes = [
      refusal('transfer_not_allowed', 403),
      refusal('insufficient_funds', 422),
      refusal('payment_password_not_set', 400),
      refusal('idempotency_conflict', 409),
      refusal('too_many_requests', 429, { retryAfter: 600 }),
      refusal('some_new_code', 400, undefined, 'Texto del servidor.'),
    ];
    renderMemberPage('transferUpline', { '/wps/wallet/transfer/member': () => codes.shift() });
    const form = await screen.findByTestId('member-transfer-form');
    const texts = [
      'Solo puedes transferir a tu agente superior o, si eres agente, a tu red.',
      'Saldo insuficiente.',
      'Aún no tienes contraseña de pago.',
      'Esta operación ya se envió con otros datos.',
      'Demasiados intentos. Espera 10 min e inténtalo de nuevo.',
      // A code the app does not know: the server's message, already in the request's language.
      'Texto del servidor.',
    ];
    for (const [index, text] of texts.entries()) {
      await fill(form, { amount: String(10 + index) });
      await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
      expect(await within(form).findByTestId('form-error')).toHaveTextContent(text);
    }
  });

  it('retries a lost answer with the same Idempotency-Key, and a new action gets a new key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let call = 0;
    const { fetchMock } = renderMemberPage('transferUpline', {
      '/wps/wallet/transfer/member': () => {
        call += 1;
        // First: the connection drops. The automatic retry then succeeds.
        if (call === 1) throw new TypeError('Failed to fetch');
        return ok(BALANCE);
      },
    });
    const form = await screen.findByTestId('member-transfer-form');
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await within(form).findByTestId('member-transfer-done')).toBeInTheDocument();
    let keys = keysOf(callsTo(fetchMock, '/wps/wallet/transfer/member'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // The same transfer again, on purpose: a new action, a new key.
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(callsTo(fetchMock, '/wps/wallet/transfer/member')).toHaveLength(3));
    keys = keysOf(callsTo(fetchMock, '/wps/wallet/transfer/member'));
    expect(keys[2]).not.toBe(keys[0]);
    vi.useRealTimers();
  });

  it('pressing the button again after a server failure retries the same action with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let call = 0;
    const { fetchMock } = renderMemberPage('transferUpline', {
      '/wps/wallet/transfer/member': () => {
        call += 1;
        return call <= 3 ? refusal('internal_error', 503) : ok(BALANCE);
      },
    });
    const form = await screen.findByTestId('member-transfer-form');
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('Error interno');
    expect(callsTo(fetchMock, '/wps/wallet/transfer/member')).toHaveLength(3);
    // The password field is left as it was: the person presses the button again.
    await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
    expect(await within(form).findByTestId('member-transfer-done')).toBeInTheDocument();
    const keys = keysOf(callsTo(fetchMock, '/wps/wallet/transfer/member'));
    expect(new Set(keys).size).toBe(1);
    vi.useRealTimers();
  });
});
