import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, deposit, ok, pageOf, refusal, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';
import { fillTransferDetail } from './bank-transfer';
import { goToProvider } from './deposit-form';

beforeAll(() => loadNamespace('wallet'));

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** GET lists the deposits; POST answers with `created` (or a refusal). */
function depositsEndpoint(created: () => Response, list = pageOf([deposit({ status: 'approved' })])) {
  return (_url: URL, init: RequestInit | undefined) => (init?.method === 'POST' ? created() : ok(list));
}

async function openForm() {
  return screen.findByTestId('deposit-form');
}

describe('depositv2: a new deposit', () => {
  it('lists the methods with their limits and takes a provider deposit to the provider’s page', async () => {
    const assign = vi.spyOn(goToProvider, 'assign').mockImplementation(() => undefined);
    const { fetchMock } = renderMemberPage('depositv2', {
      '/wps/payments/deposits': depositsEndpoint(() =>
        ok(
          deposit({
            id: 'dep-9',
            kind: 'sandbox',
            method: 'Sandbox Pay (tarjeta)',
            amount: '40.00',
            redirectUrl: '/sandbox-pay/dep-9',
          }),
        ),
      ),
    });
    const form = await openForm();
    expect(within(form).getByText('Mín. $10,00 · Máx. $50.000,00')).toBeInTheDocument();
    expect(within(form).getByText('Mín. $100,00 · Máx. $200.000,00')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /Sandbox Pay/ })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: '$100,00' }));
    expect(within(form).getByLabelText('Importe')).toHaveValue('100.00');
    await userEvent.clear(within(form).getByLabelText('Importe'));
    await userEvent.type(within(form).getByLabelText('Importe'), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-pay/dep-9'));
    const [call] = callsTo(fetchMock, '/wps/payments/deposits');
    expect(call?.body).toEqual({ methodId: 1, amount: '40.00' });
    expect(call?.headers['Idempotency-Key']).toMatch(/.{16,}/);
  });

  it('checks the method’s range before calling', async () => {
    const { fetchMock } = renderMemberPage('depositv2');
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: /Transferencia bancaria/ }));
    await userEvent.type(within(form).getByLabelText('Importe'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear depósito' }));
    expect(await within(form).findByText('El importe mínimo es $100,00.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Importe'));
    await userEvent.type(within(form).getByLabelText('Importe'), '12,345');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear depósito' }));
    expect(await within(form).findByText(/Introduce un importe válido/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/payments/deposits')).toHaveLength(0);
  });

  it('a bank transfer shows the details to copy and uploads a checked receipt with a preview', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // What sign-in keeps of the member (spec §3).
    sessionStorage.setItem('username', 'jugador1');
    const { fetchMock } = renderMemberPage('depositv2', {
      '/wps/payments/deposits': depositsEndpoint(() => ok(deposit({ id: 'dep-2', reference: 'SPEI 123' }))),
      '/wps/payments/deposits/dep-2/receipt': ok(null),
    });
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: /Transferencia bancaria/ }));
    await userEvent.type(within(form).getByLabelText('Importe'), '250');
    await userEvent.type(within(form).getByLabelText(/Referencia de tu transferencia/), 'SPEI 123');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear depósito' }));

    const bank = await screen.findByTestId('bank-transfer');
    expect(
      within(bank).getByRole('heading', { name: 'Transfiere $250,00 a esta cuenta' }),
    ).toBeInTheDocument();
    expect(within(bank).getByText('Banco Demo')).toBeInTheDocument();
    expect(within(bank).getByText('012180001234567897')).toBeInTheDocument();
    expect(within(bank).getByText('SPEI 123')).toBeInTheDocument();
    // The concept is the member's own username, not the method's placeholder.
    expect(within(bank).getByText('Concepto').nextElementSibling).toHaveTextContent('jugador1');
    expect(within(bank).queryByText('{account}')).not.toBeInTheDocument();
    await userEvent.click(within(bank).getByRole('button', { name: 'Copiar CLABE' }));
    expect(writeText).toHaveBeenCalledWith('012180001234567897');
    expect(await within(bank).findByText('Copiado')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/payments/deposits')[0]?.body).toEqual({
      methodId: 2,
      amount: '250.00',
      reference: 'SPEI 123',
    });

    // Nothing chosen yet; then a GIF and a 6 MB PNG are refused before anything is sent.
    await userEvent.click(within(bank).getByRole('button', { name: 'Enviar comprobante' }));
    expect(within(bank).getByText('Elige la imagen del comprobante.')).toBeInTheDocument();
    const input = within(bank).getByTestId('receipt-input');
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['GIF89a'], 'recibo.gif', { type: 'image/gif' }));
    expect(
      await within(bank).findByText('recibo.gif: solo se admiten imágenes PNG o JPG.'),
    ).toBeInTheDocument();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    await anyFile.upload(input, huge);
    expect(
      await within(bank).findByText('enorme.png: cada imagen puede pesar como máximo 5 MB.'),
    ).toBeInTheDocument();

    await userEvent.upload(input, new File([PNG_BYTES], 'recibo.png', { type: 'image/png' }));
    const preview = await within(bank).findByTestId('receipt-preview');
    expect(preview).toHaveAttribute('alt', 'recibo.png');
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    await userEvent.click(within(bank).getByRole('button', { name: 'Enviar comprobante' }));
    expect(await within(bank).findByTestId('receipt-sent')).toHaveTextContent('Comprobante enviado');
    const [upload] = callsTo(fetchMock, '/wps/payments/deposits/dep-2/receipt');
    expect(upload?.body.image).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('translates refusals from their code, with the limits and remaining amount of the details', async () => {
    renderMemberPage('depositv2', {
      '/wps/payments/deposits': depositsEndpoint(() =>
        refusal('deposit_limit_exceeded', 422, { period: 'day', limit: '100.00', remaining: '40.00' }),
      ),
    });
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('Importe'), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Continuar al pago' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(
      'Este depósito supera tu límite diario de $100,00. Aún puedes depositar $40,00.',
    );
  });
});

describe('depositv2: my deposits and limits', () => {
  it('shows pending, approved and rejected deposits and what each still needs', async () => {
    renderMemberPage('depositv2', {
      '/wps/payments/deposits': pageOf([
        deposit({
          id: 'a',
          kind: 'sandbox',
          method: 'Sandbox Pay',
          amount: '40.00',
          redirectUrl: '/sandbox-pay/a',
        }),
        deposit({ id: 'b', amount: '250.00' }),
        deposit({ id: 'c', amount: '300.00', hasReceipt: true }),
        deposit({ id: 'd', amount: '150.00', status: 'approved' }),
        deposit({ id: 'e', amount: '160.00', status: 'rejected', reason: 'no funds received' }),
      ]),
    });
    const list = await screen.findByTestId('deposit-list');
    const rows = within(list).getAllByTestId('deposit-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'pending',
      'pending',
      'pending',
      'approved',
      'rejected',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Continuar el pago' })).toHaveAttribute(
      'href',
      '/sandbox-pay/a',
    );
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Subir comprobante' }),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Comprobante enviado; en revisión')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Aprobado')).toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).getByText('Motivo: no funds received')).toBeInTheDocument();
    // The date is the merchant's (GMT-06:00): 03:30 UTC on the 2nd is 21:30 on the 1st.
    expect(within(rows[0] as HTMLElement).getByText('01/03/2026, 21:30')).toBeInTheDocument();

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Subir comprobante' }));
    expect(await screen.findByTestId('bank-transfer')).toHaveTextContent('Transfiere $250,00 a esta cuenta');
  });

  it('back from the provider, says what became of the payment', async () => {
    sessionStorage.setItem('token', 'member-token');
    renderMemberPage('depositv2&deposit=dep-7&result=paid', {
      '/wps/payments/deposits': pageOf([
        deposit({ id: 'dep-7', status: 'approved', amount: '40.00', kind: 'sandbox' }),
      ]),
    });
    expect(await screen.findByTestId('provider-result')).toHaveTextContent(
      'Pago completado: $40,00 ya están en tu saldo.',
    );
  });

  it('shows the limits in force and a looser one waiting 24 hours, and saves new ones', async () => {
    const { fetchMock } = renderMemberPage('depositv2', {
      '/wps/payments/deposit-limits': (_url: URL, init: RequestInit | undefined) =>
        init?.method === 'PUT'
          ? ok({ current: { day: '50.00', week: null, month: null }, pending: [] })
          : ok({
              current: { day: '100.00', week: null, month: null },
              pending: [{ period: 'day', amount: '500.00', from: '2026-03-03T03:30:00.000Z' }],
            }),
    });
    const limits = await screen.findByTestId('deposit-limits');
    expect(limits).toHaveTextContent('Un límite más estricto se aplica al momento.');
    expect(within(limits).getByLabelText('Diario')).toHaveValue('100.00');
    expect(within(limits).getByTestId('pending-limit-day')).toHaveTextContent(
      'Desde el 02/03/2026, 21:30: $500,00',
    );
    expect(within(limits).getAllByText('Sin límite')).toHaveLength(2);
    await userEvent.clear(within(limits).getByLabelText('Diario'));
    await userEvent.type(within(limits).getByLabelText('Diario'), '50');
    await userEvent.click(within(limits).getByRole('button', { name: 'Guardar límites' }));
    expect(await within(limits).findByText('Límites guardados.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/payments/deposit-limits', 'PUT')[0]?.body).toEqual({
      day: '50.00',
      week: null,
      month: null,
    });
  });
});

describe('fillTransferDetail', () => {
  it('puts the member’s username and the deposit id in place of their placeholders', () => {
    const member = { account: 'jugador1', depositId: 'dep-7' };
    expect(fillTransferDetail('{account}', member)).toBe('jugador1');
    expect(fillTransferDetail('Depósito {depositId} de {account}', member)).toBe(
      'Depósito dep-7 de jugador1',
    );
    expect(fillTransferDetail('Banco Demo', member)).toBe('Banco Demo');
  });
});
