import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { callsTo, okJson, renderOpsPage } from '@/features/backoffice/pages/players/render-ops-page';
import { loadNamespace } from '@/i18n/i18n';
import { AdjustmentsPage, type TAdjustment } from './adjustments-page';
import { PaymentsPage } from './payments-page';

beforeAll(() => loadNamespace('backoffice'));

const deposit = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  methodId: 2,
  methodCode: 'BANK',
  method: 'Transferencia',
  kind: 'manual_bank',
  amount: '250.00',
  status: 'pending',
  reference: `SPEI ${id}`,
  hasReceipt: true,
  reason: null,
  createdAt: '2026-01-03T10:00:00.000Z',
  decidedAt: null,
  redirectUrl: null,
  accountId: '42',
  username: 'jugador1',
  ...overrides,
});
const pageOf = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, totalPages: 1, total: list.length });

describe('payments page', () => {
  it('filters the deposit queue by status and username', async () => {
    const { fetchMock } = renderOpsPage(<PaymentsPage />, {
      path: '/backoffice/payments',
      pattern: '/backoffice/payments/*',
      handlers: { '/ops/deposits': pageOf([deposit('d1')]) },
    });
    expect(await screen.findByText('SPEI d1')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/ops/deposits')[0]?.url.searchParams.get('status')).toBe('pending');
    await userEvent.type(screen.getByRole('textbox', { name: /usuario|username/i }), 'jugador1');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/deposits').at(-1)?.url.searchParams.get('username')).toBe('jugador1'),
    );
  });

  it('shows a receipt image fetched with the staff token', async () => {
    // jsdom has no object URLs: stand them in for this test only.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const { fetchMock } = renderOpsPage(<PaymentsPage />, {
      path: '/backoffice/payments',
      pattern: '/backoffice/payments/*',
      handlers: {
        '/ops/deposits': pageOf([deposit('d1')]),
        '/ops/deposits/d1/receipt': () =>
          new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
      },
    });
    // The row's actions show once the staff member's roles are known (the cells are drawn again then).
    await screen.findByRole('button', { name: /^aprobar$|^approve$/i });
    await userEvent.click(screen.getByRole('button', { name: /^ver$|^view$/i }));
    const image = await within(await screen.findByTestId('receipt-dialog')).findByRole('img');
    expect(image).toHaveAttribute('src', 'blob:receipt');
    const [call] = callsTo(fetchMock, '/ops/deposits/d1/receipt');
    expect(call?.headers.Authorization).toBe('Bearer staff-token');
  });

  it('approves the selected deposits with one reason and lists the ones that failed', async () => {
    const { fetchMock } = renderOpsPage(<PaymentsPage />, {
      path: '/backoffice/payments',
      pattern: '/backoffice/payments/*',
      handlers: {
        '/ops/deposits': pageOf([deposit('d1'), deposit('d2')]),
        '/ops/deposits/bulk': () =>
          okJson({
            results: [
              { id: 'd1', ok: true, status: 'approved' },
              { id: 'd2', ok: false, code: 'deposit_already_decided' },
            ],
          }),
      },
    });
    await screen.findByText('SPEI d1');
    await userEvent.click(screen.getByRole('checkbox', { name: /seleccionar todos|select all/i }));
    await userEvent.click(screen.getByRole('button', { name: /aprobar 2|approve 2/i }));
    const dialog = await screen.findByTestId('reason-dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'lote 7');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirmar|confirm/i }));
    expect(await screen.findByText(/1 decididos, 1 con error|1 decided, 1 failed/)).toBeInTheDocument();
    expect(screen.getByText(/d2: .*(ya está decidido|already decided)/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/ops/deposits/bulk')[0]?.body).toEqual({
      ids: ['d1', 'd2'],
      decision: 'approve',
      reason: 'lote 7',
    });
  });

  it('offers no decisions to a role that may only read the queues', async () => {
    renderOpsPage(<PaymentsPage />, {
      path: '/backoffice/payments',
      pattern: '/backoffice/payments/*',
      roles: ['support'],
      handlers: { '/ops/deposits': pageOf([deposit('d1')]) },
    });
    await screen.findByText('SPEI d1');
    expect(screen.queryByRole('button', { name: /^aprobar$|^approve$/i })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('adjustments page', () => {
  const adjustment = (id: string, requestedBy: string): TAdjustment => ({
    id,
    username: 'jugador1',
    amount: '20000.00',
    reason: 'bono VIP',
    status: 'pending',
    requestedBy,
    decidedBy: null,
    decisionReason: null,
    createdAt: '2026-01-03T10:00:00.000Z',
    decidedAt: null,
  });

  it('will not approve the requester’s own adjustment and says why; approves another’s', async () => {
    const { fetchMock } = renderOpsPage(<AdjustmentsPage />, {
      path: '/backoffice/adjustments',
      pattern: '/backoffice/adjustments/*',
      staffId: '7',
      handlers: {
        '/ops/adjustments': pageOf([adjustment('mine', '7'), adjustment('theirs', '8')]),
        '/ops/adjustments/theirs/approve': () =>
          okJson({ balance: '1.00', adjustment: adjustment('theirs', '8') }),
      },
    });
    await screen.findAllByText('bono VIP');
    const rows = screen.getAllByRole('row');
    const mine = rows.find((row) => within(row).queryByText('7'))!;
    const theirs = rows.find((row) => within(row).queryByText('8'))!;
    expect(within(mine).getByRole('button', { name: /aprobar|approve/i })).toBeDisabled();
    expect(within(mine).getByText(/otra persona|another staff member/i)).toBeInTheDocument();
    await userEvent.click(within(theirs).getByRole('button', { name: /aprobar|approve/i }));
    const dialog = await screen.findByTestId('reason-dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'revisado');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirmar|confirm/i }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/adjustments/theirs/approve')[0]?.body).toEqual({ reason: 'revisado' }),
    );
  });
});
