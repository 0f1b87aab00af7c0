import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { syncSession, useSession } from '@/api/session';
import { jsonResponse, makeMemberInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function withSession(token = 'session-token') {
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('merchant', 'Crupier Demo');
  sessionStorage.setItem('merchantCode', 'DEMO');
  syncSession();
}

function infoCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://x').pathname === '/wps/member/info',
  ).length;
}

describe('the header of a logged-in user', () => {
  it('a stored token loads the member info at start; only then is the user logged in', async () => {
    withSession();
    renderApp('/');
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(await screen.findByTestId('balance')).toHaveTextContent('$5.000,00');
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, nickname: 'jugador1' });
    expect(sessionStorage.getItem('account')).toBe('jugador1');
  });

  it('a token the server refuses ends the session', async () => {
    withSession('stale');
    renderApp('/', {
      '/wps/member/info': () => jsonResponse({ success: false, code: 'unauthorized', message: 'x' }, 401),
    });
    const header = await screen.findByTestId('header');
    expect(await within(header).findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
  });

  it('shows, hides and refreshes the balance', async () => {
    withSession();
    const { fetchMock } = renderApp('/');
    const balance = await screen.findByTestId('balance');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar saldo' }));
    expect(balance).toHaveTextContent('••••••');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar saldo' }));
    expect(balance).toHaveTextContent('$5.000,00');
    const before = infoCalls(fetchMock);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar saldo' }));
    await waitFor(() => expect(infoCalls(fetchMock)).toBe(before + 1));
    expect(screen.getByRole('link', { name: 'Depositar' })).toHaveAttribute('href', '/member?page=depositv2');
    expect(screen.getByRole('link', { name: 'Retirar' })).toHaveAttribute('href', '/member?page=withdraw');
  });

  it('a refresh the server refuses with 401 (session revoked elsewhere) logs the user out', async () => {
    withSession();
    let calls = 0;
    renderApp('/', {
      '/wps/member/info': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ success: true, value: makeMemberInfo() })
          : jsonResponse({ success: false, code: 'unauthorized', message: 'x' }, 401);
      },
    });
    await screen.findByTestId('balance');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar saldo' }));
    const header = screen.getByTestId('header');
    expect(await within(header).findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('the avatar menu lists the account pages; the agent entry only for agents', async () => {
    withSession();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Menú de la cuenta' });
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mi cuenta', 'Historial de apuestas', 'Mensajes', 'Atención al cliente', 'Cerrar sesión']);
    expect(within(menu).getByRole('menuitem', { name: 'Mi cuenta' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Historial de apuestas' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('agents get the agent entry', async () => {
    withSession();
    renderApp('/', { '/wps/member/info': makeMemberInfo({ type: 1, isAgent: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de la cuenta' }));
    expect(screen.getByRole('menuitem', { name: 'Centro de agentes' })).toHaveAttribute('href', '/agentHome');
    expect(sessionStorage.getItem('isAgent')).toBe('true');
  });

  it('sign out asks first, then ends the session and keeps the merchant (spec §4 and §8)', async () => {
    withSession();
    const { fetchMock, router } = renderApp('/promotions', { '/wps/session/logout': null });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de la cuenta' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(confirm).toHaveTextContent('¿Seguro que quieres cerrar sesión?');
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = fetchMock.mock.calls.find(
      ([input]) => new URL(String(input), 'http://x').pathname === '/wps/session/logout',
    );
    expect(logout?.[1]?.method).toBe('DELETE');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(sessionStorage.getItem('merchant')).toBe('Crupier Demo');
    expect(useSession.getState()).toMatchObject({ isLoggedIn: false, isAgent: false });
    expect(
      await within(screen.getByTestId('header')).findByRole('button', { name: 'Iniciar sesión' }),
    ).toBeInTheDocument();
  });
});

describe('member centre guard (spec §2, §5)', () => {
  it('a trial account gets the need-a-real-account dialog instead, and goes home', async () => {
    withSession();
    const { router } = renderApp('/member', {
      '/wps/member/info': makeMemberInfo({ type: 4, isTrial: true, account: 'trial1', nickname: 'trial1' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog).toHaveTextContent('Esta función requiere una cuenta real.');
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { level: 1, name: 'Centro de miembros' })).not.toBeInTheDocument();
  });

  it('a member reaches the member centre once the member info has loaded', async () => {
    withSession();
    renderApp('/member?page=withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de miembros' })).toBeInTheDocument();
  });
});
