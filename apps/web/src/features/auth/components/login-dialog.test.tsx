import type { TEncryptedPayload } from '@crupier/contract/seal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@/api/session';
import { useAuthFlow } from '@/features/auth/auth-flow-store';
import { REMEMBER_ME_KEY } from '@/features/auth/remember-me';
import { createCryptoServer, type TCryptoServer } from '@/test/crypto-server';
import { jsonResponse, makeMemberInfo, makeStatus } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let server: TCryptoServer;
beforeAll(async () => {
  server = await createCryptoServer();
});

const ok = (value: unknown) => jsonResponse({ success: true, value });
const refuse = (code: string, status: number, details?: unknown) =>
  jsonResponse({ success: false, code, message: code, details }, status);
const RESULT = { token: 'token-abc', firstTimeLogin: false, passwordExpired: false, weakPassword: false };

/** A stubbed encrypted login: `answer` sees each decrypted payload in turn. */
function loginApi(answer: (payload: Record<string, unknown>, call: number) => Response) {
  const payloads: Record<string, unknown>[] = [];
  return {
    payloads,
    handlers: {
      '/wps/system/crypto': server.key,
      '/wps/session/login': async (_url: URL, init: RequestInit | undefined) => {
        const payload = await server.open(JSON.parse(String(init?.body)) as TEncryptedPayload);
        payloads.push(payload);
        return answer(payload, payloads.length);
      },
    },
  };
}

async function openLogin(handlers: Record<string, unknown> = {}) {
  const view = renderApp('/login', handlers);
  const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
  return { ...view, dialog };
}

async function submit(dialog: HTMLElement, username: string, password: string) {
  const user = userEvent.setup();
  await user.clear(within(dialog).getByLabelText('Usuario'));
  if (username) await user.type(within(dialog).getByLabelText('Usuario'), username);
  await user.clear(within(dialog).getByLabelText('Contraseña'));
  if (password) await user.type(within(dialog).getByLabelText('Contraseña'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login dialog', () => {
  it('closes when a session arrives from another tab (the tab hand-over) while it is open', async () => {
    const { router } = await openLogin({ '/wps/member/info': makeMemberInfo() });
    useSession.setState({ token: 'token-from-tab', isLoggedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Iniciar sesión' })).not.toBeInTheDocument(),
    );
  }, 20_000);

  it('checks the whole form before posting anything', async () => {
    const api = loginApi(() => ok(RESULT));
    const { dialog } = await openLogin(api.handlers);
    await submit(dialog, '  ', '');
    expect(within(dialog).getAllByText('Este campo no puede estar vacío.')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(api.payloads).toHaveLength(0);
  });

  it('posts the encrypted, trimmed login; stores the token; is logged in only once member info loads', async () => {
    const api = loginApi(() => ok(RESULT));
    const { dialog, router, fetchMock } = await openLogin(api.handlers);
    await submit(dialog, ' jugador1 ', 'Demo1234 ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.payloads[0]).toMatchObject({
      type: 'username',
      username: 'jugador1',
      password: 'Demo1234',
      site: 'player',
    });
    expect(api.payloads[0]).toHaveProperty('nonce');
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(calls.indexOf('/wps/member/info')).toBeGreaterThan(calls.indexOf('/wps/session/login'));
    expect(sessionStorage.getItem('token')).toBe('token-abc');
    expect(sessionStorage.getItem('username')).toBe('jugador1');
    expect(sessionStorage.getItem('customerId')).toBe('7');
    expect(sessionStorage.getItem('isAgent')).toBe('false');
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, accountType: 0 });
    expect(await screen.findByTestId('balance')).toHaveTextContent('$5.000,00');
  });

  it('shows the slider when the server asks for verification, then repeats the login with its answer', async () => {
    const api = loginApi((payload) =>
      payload.challenge ? ok(RESULT) : refuse('verification_required', 400),
    );
    const { dialog } = await openLogin({
      ...api.handlers,
      '/wps/verification/challenge': {
        id: 'ch-1',
        background: 'data:image/svg+xml;base64,PHN2Zy8+',
        piece: 'data:image/svg+xml;base64,PHN2Zy8+',
        y: 40,
        width: 300,
        height: 150,
        pieceSize: 44,
      },
    });
    await submit(dialog, 'jugador1', 'Demo1234');
    const slider = await screen.findByRole('dialog', { name: 'Verificación de seguridad' });
    const handle = await within(slider).findByRole('slider', { name: 'Control deslizante de verificación' });
    handle.focus();
    const user = userEvent.setup();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByTestId('slider-piece')).toHaveStyle({ left: '30px', top: '40px' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(true));
    expect(api.payloads).toHaveLength(2);
    const challenge = api.payloads[1]?.challenge as { id: string; x: number; trail: number[][] };
    expect(challenge.id).toBe('ch-1');
    expect(challenge.x).toBe(30);
    expect(challenge.trail[0]).toEqual([0, 0, 0]);
    expect(challenge.trail.at(-1)?.[0]).toBe(30);
  });

  it('reveals the captcha when a failure asks for it, and sends its key and answer next time', async () => {
    const api = loginApi((payload) =>
      payload.captcha === 'ab12' ? ok(RESULT) : refuse('invalid_credentials', 401, { captcha: true }),
    );
    let captchas = 0;
    const { dialog } = await openLogin({
      ...api.handlers,
      '/wps/captcha': () => {
        captchas += 1;
        return ok({ captchaKey: `cap-${captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
      },
    });
    expect(within(dialog).queryByLabelText('Código de la imagen')).not.toBeInTheDocument();
    await submit(dialog, 'jugador1', 'wrong');
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      'Usuario o contraseña incorrectos.',
    );
    const field = await within(dialog).findByLabelText('Código de la imagen');
    await waitFor(() =>
      expect(within(dialog).getByTestId('captcha-image')).toHaveAttribute('data-captcha-key'),
    );
    const key = within(dialog).getByTestId('captcha-image').getAttribute('data-captcha-key');
    await userEvent.type(field, 'ab12');
    await submit(dialog, 'jugador1', 'Demo1234');
    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(true));
    expect(api.payloads[1]).toMatchObject({ captcha: 'ab12', captchaKey: key });
  });

  it('remember me keeps username and password for a day; unchecking removes them', async () => {
    const api = loginApi(() => ok(RESULT));
    const { dialog } = await openLogin(api.handlers);
    await userEvent.click(within(dialog).getByLabelText('Recordarme'));
    await submit(dialog, 'jugador1', 'Demo1234');
    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(true));
    const stored = JSON.parse(localStorage.getItem(REMEMBER_ME_KEY) ?? '{}');
    expect(stored).toMatchObject({ username: 'jugador1', password: 'Demo1234' });
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('fills the remembered login and forgets it when unchecked', async () => {
    localStorage.setItem(
      REMEMBER_ME_KEY,
      JSON.stringify({ username: 'jugador2', password: 'Demo1234', expiresAt: Date.now() + 60_000 }),
    );
    const { dialog } = await openLogin();
    expect(within(dialog).getByLabelText('Usuario')).toHaveValue('jugador2');
    expect(within(dialog).getByLabelText('Contraseña')).toHaveValue('Demo1234');
    const box = within(dialog).getByLabelText('Recordarme');
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('a default password opens the change-password dialog and keeps the session out until then', async () => {
    const api = loginApi(() => ok({ ...RESULT, weakPassword: true }));
    const { dialog } = await openLogin(api.handlers);
    await submit(dialog, 'nuevo1', 'Crupier2026');
    const change = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    expect(change).toHaveTextContent('Tu contraseña es la inicial por defecto');
    expect(within(change).getByLabelText('Usuario')).toHaveValue('nuevo1');
    expect(within(change).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    expect(within(change).queryByRole('button', { name: 'Más tarde' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(useAuthFlow.getState().passwordChange).toMatchObject({
      reason: 'weak',
      pendingToken: 'token-abc',
      knownPassword: 'Crupier2026',
    });
  });

  it('translates a refusal by its code', async () => {
    const api = loginApi(() => refuse('non_member_cannot_login', 403));
    const { dialog } = await openLogin(api.handlers);
    await submit(dialog, 'operador', 'Demo1234');
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      'Esta cuenta no es de jugador y no puede iniciar sesión aquí.',
    );
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it('offers the SMS type only under MOBILEVERCODELOGIN3, and free play only under FREEPLAY3', async () => {
    await openLogin();
    expect(screen.queryByRole('tab', { name: 'Código SMS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jugar gratis' })).not.toBeInTheDocument();
  });
});

describe('login dialog with SMS and free play', () => {
  const status = () => {
    const base = makeStatus();
    return makeStatus({
      info: { whitelabel: { ...base.info.whitelabel, MOBILEVERCODELOGIN3: true, FREEPLAY3: true } },
      location: { country: 'AR' },
    });
  };

  it('checks the number, sends the code and counts down with the send button disabled', async () => {
    const sent: unknown[] = [];
    const { dialog } = await openLogin({
      '/wps/system/status': status(),
      '/wps/verification/sms/noLogin': (_url: URL, init: RequestInit | undefined) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok({ expiredMinutes: 5 });
      },
    });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('tab', { name: 'Código SMS' }));
    const country = await within(dialog).findByRole('combobox', { name: 'Prefijo' });
    await waitFor(() => expect(country).toHaveValue('+54'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(within(dialog).getByText('Este campo no puede estar vacío.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Número de móvil'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(within(dialog).getByText('Introduce un número de móvil válido.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.selectOptions(country, '+52');
    await user.clear(within(dialog).getByLabelText('Número de móvil'));
    await user.type(within(dialog).getByLabelText('Número de móvil'), '5512345678');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    const button = await within(dialog).findByRole('button', { name: /Reenviar en (300|299) s/ });
    expect(button).toBeDisabled();
    expect(sent).toEqual([{ countryDialingCode: '+52', mobileNum: '5512345678', purpose: 'login' }]);
  });

  it('free play posts {os, platform W, random} encrypted with X-Gateway-Version 3 and logs in', async () => {
    let payload: Record<string, unknown> = {};
    let gateway: string | undefined;
    const { dialog, router } = await openLogin({
      '/wps/system/status': status(),
      '/wps/system/crypto': server.key,
      '/wps/session/login/freeplay': async (_url: URL, init: RequestInit | undefined) => {
        gateway = (init?.headers as Record<string, string> | undefined)?.['X-Gateway-Version'];
        payload = await server.open(JSON.parse(String(init?.body)) as TEncryptedPayload);
        return ok({ ...RESULT, token: 'trial-token' });
      },
      '/wps/member/info': makeMemberInfo({ account: 'trialx', nickname: 'trialx', type: 4, isTrial: true }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jugar gratis' }));
    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(true));
    expect(gateway).toBe('3');
    expect(payload).toMatchObject({ platform: 'W' });
    expect(String(payload.os).length).toBeGreaterThan(0);
    expect(String(payload.random).length).toBeGreaterThanOrEqual(8);
    expect(sessionStorage.getItem('token')).toBe('trial-token');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('play-money-badge')).toHaveTextContent('Dinero de práctica');
    expect(screen.getByTestId('register-cta')).toHaveAttribute('href', '/register');
  });
});
