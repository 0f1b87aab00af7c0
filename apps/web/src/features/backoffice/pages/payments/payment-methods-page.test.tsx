import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, okJson, renderOpsPage } from '@/features/backoffice/pages/players/render-ops-page';
import { loadNamespace } from '@/i18n/i18n';
import { PaymentMethodsPage } from './payment-methods-page';

beforeAll(() => loadNamespace('backoffice'));

const methods = [
  {
    id: 1,
    code: 'SANDBOX',
    kind: 'sandbox',
    name: 'Sandbox Pay',
    minAmount: '10.00',
    maxAmount: '50000.00',
    details: {},
    active: true,
    sort: 0,
    hasSecret: true,
  },
  {
    id: 2,
    code: 'BANK',
    kind: 'manual_bank',
    name: 'Transferencia',
    minAmount: '100.00',
    maxAmount: '200000.00',
    details: { bank: 'Banco Demo', clabe: '0121' },
    active: true,
    sort: 1,
    hasSecret: false,
  },
];

describe('payment methods page', () => {
  it('saves a method with a reason, bank details included', async () => {
    const { fetchMock } = renderOpsPage(<PaymentMethodsPage />, {
      path: '/backoffice/payment-methods',
      pattern: '/backoffice/payment-methods',
      handlers: { '/ops/payment-methods': methods, '/ops/payment-methods/2': () => okJson(methods[1]) },
    });
    const forms = await screen.findAllByTestId('payment-method');
    const bank = forms[1]!;
    const min = within(bank).getByRole('textbox', { name: /mínimo|minimum/i });
    await userEvent.clear(min);
    await userEvent.type(min, '50.00');
    await userEvent.click(within(bank).getByRole('button', { name: /guardar|save/i }));
    const dialog = await screen.findByTestId('reason-dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'new minimum');
    await userEvent.click(within(dialog).getByRole('button', { name: /guardar|save/i }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/payment-methods/2')[0]?.body).toEqual({
        name: 'Transferencia',
        minAmount: '50.00',
        maxAmount: '200000.00',
        active: true,
        sort: 1,
        details: { bank: 'Banco Demo', clabe: '0121' },
        reason: 'new minimum',
      }),
    );
  });

  it('rotates a provider secret and shows it once; a bank method has no rotation', async () => {
    renderOpsPage(<PaymentMethodsPage />, {
      path: '/backoffice/payment-methods',
      pattern: '/backoffice/payment-methods',
      handlers: {
        '/ops/payment-methods': methods,
        '/ops/payment-methods/1/rotate-secret': () => okJson({ code: 'SANDBOX', secret: 'new-secret-xyz' }),
      },
    });
    const [sandbox, bank] = await screen.findAllByTestId('payment-method');
    expect(within(bank!).queryByRole('button', { name: /renovar|rotate/i })).toBeNull();
    await userEvent.click(within(sandbox!).getByRole('button', { name: /renovar|rotate/i }));
    const dialog = await screen.findByTestId('reason-dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'yearly');
    await userEvent.click(within(dialog).getByRole('button', { name: /renovar|rotate/i }));
    expect(await screen.findByText('new-secret-xyz')).toBeInTheDocument();
  });
});
