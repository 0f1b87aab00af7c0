import type { TEncryptedPayload } from '@crupier/contract/seal';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncSession, useSession } from '@/api/session';
import { type TPasswordChange, useAuthFlow } from '@/features/auth/auth-flow-store';
import { createCryptoServer, type TCryptoServer } from '@/test/crypto-server';
import { jsonResponse, makeMemberInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let server: TCryptoServer;
beforeAll(async () => {
  server = await createCryptoServer();
});

const CHANGE: TPasswordChange = {
  reason: 'weak',
  pendingToken: 'pending-token',
  username: 'nuevo1',
  knownPassword: 'Crupier2026',
  site: 'player',
};

function headerOf(init: RequestInit | undefined, name: string) {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

async function openChange(change: TPasswordChange, handlers: Record<string, unknown> = {}, path = '/') {
  const calls: { path: string; method?: string; auth?: string; payload?: Record<string, unknown> }[] = [];
  const view = renderApp(path, {
    '/wps/system/crypto': server.key,
    '/wps/member/password': async (_url: URL, init: RequestInit | undefined) => {
      const payload = await server.open(JSON.parse(String(init?.body)) as TEncryptedPayload);
      calls.push({ path: '/wps/member/password', auth: headerOf(init, 'Authorization'), payload });
      return jsonResponse({ success: true, value: { token: 'fresh-token' } });
    },
    '/wps/session/logout': (_url: URL, init: RequestInit | undefined) => {
      calls.push({
        path: '/wps/session/logout',
        method: init?.method,
        auth: headerOf(init, 'Authorization'),
      });
      return jsonResponse({ success: true, value: null });
    },
    '/wps/member/info': (_url: URL, init: RequestInit | undefined) => {
      calls.push({ path: '/wps/member/info', auth: headerOf(init, 'Authorization') });
      return jsonResponse({ success: true, value: makeMemberInfo({ account: change.username }) });
    },
    ...handlers,
  });
  await screen.findByRole('heading', { level: 1 });
  act(() => useAuthFlow.getState().openChangePassword(change));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  return { ...view, dialog, calls };
}

async function fillNew(dialog: HTMLElement, password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Nueva contraseña'), password);
  await user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Guardar contraseña' }));
  return user;
}

describe('change-password dialog', () => {
  it('hides the known old password, sends it, and logs in with the new token', async () => {
    const { dialog, calls, router } = await openChange(CHANGE);
    expect(within(dialog).getByLabelText('Usuario')).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await fillNew(dialog, 'Propia2026');
    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(true));
    expect(calls[0]).toMatchObject({
      path: '/wps/member/password',
      auth: 'Bearer pending-token',
      payload: { oldPassword: 'Crupier2026', newPassword: 'Propia2026', confirmNewPassword: 'Propia2026' },
    });
    expect(calls[1]).toMatchObject({ path: '/wps/member/info', auth: 'Bearer fresh-token' });
    expect(sessionStorage.getItem('token')).toBe('fresh-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks the password rule and the confirmation before sending', async () => {
    const { dialog, calls } = await openChange(CHANGE);
    await fillNew(dialog, 'abc', 'abd');
    expect(within(dialog).getByText('La contraseña debe tener 6 - 20 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByText('La contraseña de confirmación no es correcta.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for the old password when it is not known, and shows a wrong one beside it', async () => {
    const { dialog } = await openChange(
      { ...CHANGE, knownPassword: null },
      {
        '/wps/member/password': () =>
          jsonResponse({ success: false, code: 'invalid_old_password', message: 'x' }, 400),
      },
    );
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'otra');
    await fillNew(dialog, 'Propia2026');
    expect(await within(dialog).findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('signing out of a forced change ends that session on the server and keeps nothing', async () => {
    const { dialog, calls } = await openChange(CHANGE);
    expect(within(dialog).queryByRole('button', { name: 'Más tarde' })).not.toBeInTheDocument();
    // Not dismissible: no close button, Escape does nothing; signing out is the only way out.
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(calls.some((call) => call.path === '/wps/session/logout')).toBe(false);
    expect(useAuthFlow.getState().dialog).toBe('changePassword');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ path: '/wps/session/logout' })),
    );
    expect(calls.find((call) => call.path === '/wps/session/logout')).toMatchObject({
      method: 'DELETE',
      auth: 'Bearer pending-token',
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthFlow.getState().dialog).toBeNull();
  });

  it('a first login may change later; an agent goes to the agent centre after changing', async () => {
    sessionStorage.setItem('token', 'agent-token');
    sessionStorage.setItem('isAgent', 'true');
    syncSession();
    const { dialog, router } = await openChange(
      { ...CHANGE, reason: 'first', pendingToken: null, site: 'agent', username: 'agente1' },
      { '/wps/member/info': makeMemberInfo({ account: 'agente1', type: 1, isAgent: true }) },
      '/agent',
    );
    expect(dialog).toHaveTextContent('Es tu primer inicio de sesión');
    expect(within(dialog).getByRole('button', { name: 'Más tarde' })).toBeInTheDocument();
    await fillNew(dialog, 'Agente2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(sessionStorage.getItem('token')).toBe('fresh-token');
  });
});
