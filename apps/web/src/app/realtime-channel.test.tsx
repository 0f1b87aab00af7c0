import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { WALLET_KEYS } from '@/api/member-query-keys';
import { syncSession } from '@/api/session';
import { FakeWebSocket } from '@/test/fake-websocket';
import { makeMemberInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { applyBalance, useRealtimeBalance } from './use-realtime-balance';

const push = (available: string, held = '0.00') => ({
  type: 'balance',
  balance: (Number(available) + Number(held)).toFixed(2),
  held,
  available,
  currency: 'MXN',
});

function logIn(token = 'tok-a') {
  sessionStorage.setItem('token', token);
  syncSession();
}

describe('the header balance follows the real-time channel', () => {
  it('opens one socket once logged in, authenticates, and shows pushed balances without a reload', async () => {
    logIn();
    renderApp('/');
    await screen.findByText('$5.000,00');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe(`ws://${window.location.host}/wps/realtime`);
    act(() => socket.serverOpen());
    expect(JSON.parse(socket.sent[0] ?? '{}')).toEqual({ type: 'auth', token: 'tok-a' });
    act(() => socket.serverSend(push('5040.00')));
    expect(await screen.findByTestId('balance')).toHaveTextContent('$5.040,00');
    act(() => socket.serverSend(push('4940.00', '100.00')));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('$4.940,00'));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('guests get no socket', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('closes the socket on logout', async () => {
    logIn();
    renderApp('/', { '/wps/session/logout': null });
    await screen.findByText('$5.000,00');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.serverOpen());
    await userEvent.click(screen.getByTestId('avatar-button'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(socket.closedWith).toEqual({ code: 1000, reason: 'logout' }));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('useRealtimeBalance', () => {
  function setup(token: string | null) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['member', 'info'], makeMemberInfo());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const view = renderHook(({ token: current }) => useRealtimeBalance(current), {
      wrapper,
      initialProps: { token },
    });
    return { queryClient, ...view };
  }

  it('a new token (another login) closes the old socket and opens one with the new token', () => {
    const { rerender } = setup('tok-a');
    const first = FakeWebSocket.last;
    rerender({ token: 'tok-b' });
    expect(first.closedWith?.code).toBe(1000);
    const second = FakeWebSocket.last;
    expect(second).not.toBe(first);
    second.serverOpen();
    expect(JSON.parse(second.sent[0] ?? '{}').token).toBe('tok-b');
    rerender({ token: null });
    expect(second.closedWith?.code).toBe(1000);
  });

  it('updates the member centre’s balance, and refreshes the lists only when money moved', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(WALLET_KEYS.balance, {
      balance: '5000.00',
      held: '0.00',
      available: '5000.00',
      currency: 'MXN',
      currencySymbol: '$',
    });
    queryClient.setQueryData([...WALLET_KEYS.history, { pageNo: 1 }], { list: [] });
    const first = {
      type: 'balance' as const,
      balance: '5000.00',
      held: '0.00',
      available: '5000.00',
      currency: 'MXN',
    };
    applyBalance(queryClient, first, null);
    expect(queryClient.getQueryState([...WALLET_KEYS.history, { pageNo: 1 }])?.isInvalidated).toBe(false);
    applyBalance(queryClient, { ...first, held: '100.00', available: '4900.00' }, first);
    expect(queryClient.getQueryData(WALLET_KEYS.balance)).toMatchObject({
      held: '100.00',
      available: '4900.00',
      currencySymbol: '$',
    });
    expect(queryClient.getQueryState([...WALLET_KEYS.history, { pageNo: 1 }])?.isInvalidated).toBe(true);
  });
});
