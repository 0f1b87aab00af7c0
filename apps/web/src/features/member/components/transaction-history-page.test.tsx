import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, merchantToday } from '@/features/member/lib/date-range';
import { movement, ok, pageOf, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';

beforeAll(() => loadNamespace('wallet'));

function historyQueries(fetchMock: ReturnType<typeof renderMemberPage>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/wps/wallet/transactionHistory')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('transactionHistory (account record)', () => {
  it('lists movements with signed amounts and the balance after; pending ones are marked', async () => {
    renderMemberPage('transactionHistory', {
      '/wps/wallet/transactionHistory': pageOf([
        movement({ id: '4', type: 'withdrawal', amount: '-10.00', balanceAfter: null, status: 'pending' }),
        movement({
          id: '3',
          type: 'transfer',
          amount: '-25.00',
          balanceAfter: '5115.00',
          reference: 'jugador1 → agente2',
        }),
        movement({ id: '2', type: 'withdrawal', amount: '-100.00', balanceAfter: '5140.00' }),
        movement({ id: '1', type: 'deposit', amount: '250.00', balanceAfter: '5240.00' }),
      ]),
    });
    const table = await screen.findByTestId('history-table');
    const rows = within(table).getAllByTestId('movement-row');
    expect(rows.map((row) => within(row).getByTestId('movement-amount').textContent)).toEqual([
      '-$10,00',
      '-$25,00',
      '-$100,00',
      '+$250,00',
    ]);
    const [pending, transfer, , deposit] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(pending).toHaveAttribute('data-status', 'pending');
    expect(pending).toHaveTextContent('Pendiente');
    expect(pending).toHaveTextContent('—');
    expect(transfer).toHaveTextContent('Transferencia');
    expect(transfer).toHaveTextContent('jugador1 → agente2');
    expect(transfer).toHaveTextContent('$5.115,00');
    expect(deposit).toHaveTextContent('Depósito');
    expect(deposit).toHaveTextContent('Completado');
    expect(screen.getByText('Fechas y horas en la zona del sitio (GMT-06:00).')).toBeInTheDocument();
  });

  it('asks for the last 7 days in the merchant’s time zone, and the shortcuts move by 7 or 30 days', async () => {
    const { fetchMock } = renderMemberPage('transactionHistory');
    const today = merchantToday(new Date(), '-06:00');
    await waitFor(() => expect(historyQueries(fetchMock)).toHaveLength(1));
    expect(historyQueries(fetchMock)[0]).toEqual({
      pageNo: '1',
      pageSize: '20',
      startDate: addDays(today, -6),
      endDate: today,
    });
    expect(screen.getByLabelText('Desde')).toHaveValue(addDays(today, -6));
    expect(screen.getByRole('button', { name: '7 días siguientes ›' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '‹ 7 días anteriores' }));
    await waitFor(() =>
      expect(historyQueries(fetchMock).at(-1)).toMatchObject({
        startDate: addDays(today, -13),
        endDate: addDays(today, -7),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '‹ 30 días anteriores' }));
    await waitFor(() =>
      expect(historyQueries(fetchMock).at(-1)).toMatchObject({
        startDate: addDays(today, -43),
        endDate: addDays(today, -14),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '30 días siguientes ›' }));
    await waitFor(() =>
      expect(historyQueries(fetchMock).at(-1)).toMatchObject({
        startDate: addDays(today, -13),
        endDate: today,
      }),
    );
    expect(screen.getByRole('button', { name: '30 días siguientes ›' })).toBeDisabled();
  });

  it('filters by type and pages with the contract’s pageNo and totalPages', async () => {
    const { fetchMock } = renderMemberPage('transactionHistory', {
      '/wps/wallet/transactionHistory': (url: URL) =>
        ok(
          pageOf(
            [movement({ id: `p${url.searchParams.get('pageNo')}` })],
            Number(url.searchParams.get('pageNo')),
            3,
          ),
        ),
    });
    const pager = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(historyQueries(fetchMock).at(-1)).toMatchObject({ pageNo: '2' }));
    expect(await within(pager).findByText('Página 2 de 3')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(historyQueries(fetchMock).at(-1)).toMatchObject({ pageNo: '3' }));
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Retiro');
    await waitFor(() =>
      expect(historyQueries(fetchMock).at(-1)).toMatchObject({ type: 'withdrawal', pageNo: '1' }),
    );
  });

  it('refuses a start date after the end date without asking the server', async () => {
    const { fetchMock } = renderMemberPage('transactionHistory');
    await waitFor(() => expect(historyQueries(fetchMock)).toHaveLength(1));
    const start = screen.getByLabelText('Desde');
    await userEvent.clear(start);
    await userEvent.type(start, '2099-01-01');
    expect(
      await screen.findByText('La fecha inicial no puede ser posterior a la final.'),
    ).toBeInTheDocument();
    expect(historyQueries(fetchMock).every((query) => query.startDate !== '2099-01-01')).toBe(true);
  });
});
