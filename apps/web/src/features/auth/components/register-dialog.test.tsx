import { DEFAULT_FIELD_RULES } from '@crupier/contract/registration-rules';
import type { TEncryptedPayload } from '@crupier/contract/seal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@/api/session';
import { createCryptoServer, type TCryptoServer } from '@/test/crypto-server';
import { jsonResponse, makeRegisterSettings, makeStatus } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let server: TCryptoServer;
beforeAll(async () => {
  server = await createCryptoServer();
});

const ok = (value: unknown) => jsonResponse({ success: true, value });
const RESULT = { token: 'new-token', firstTimeLogin: true, passwordExpired: false, weakPassword: false };

function status(register: { usernameRegistration: boolean; mobileRegistration: boolean }) {
  return makeStatus({ info: { register } });
}

async function openRegister(path: string, handlers: Record<string, unknown> = {}) {
  const view = renderApp(path, handlers);
  const dialog = await screen.findByRole('dialog', { name: 'Registrarse' });
  return { ...view, dialog };
}

async function fillUsernameForm(dialog: HTMLElement, overrides: Record<string, string> = {}) {
  const user = userEvent.setup();
  const values = {
    Usuario: 'nuevojugador',
    Contraseña: 'Clave2026',
    'Confirmar contraseña': 'Clave2026',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = await within(dialog).findByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

describe('register modal', () => {
  it('offers the tabs the status enables; the mobile tab has no username', async () => {
    const { dialog } = await openRegister('/register', {
      '/wps/system/status': status({ usernameRegistration: false, mobileRegistration: true }),
    });
    expect(within(dialog).queryByRole('tab', { name: 'Con usuario' })).not.toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Número de móvil')).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText('Código SMS')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Usuario')).not.toBeInTheDocument();
  });

  it('shows the fields the server rules enable, required ones marked', async () => {
    const { dialog } = await openRegister('/register', {
      '/wps/system/setting/register': makeRegisterSettings({
        fields: { email: { ...DEFAULT_FIELD_RULES.email, enabled: true, required: true } },
      }),
    });
    const email = await within(dialog).findByLabelText('Correo electrónico');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByText('Correo electrónico')).toHaveClass('field__label--required');
    expect(within(dialog).getByText('Código de invitación')).not.toHaveClass('field__label--required');
    expect(within(dialog).queryByLabelText('QQ')).not.toBeInTheDocument();
  });

  it('checks the rules beside the fields and demands the terms and the age', async () => {
    const { dialog, fetchMock } = await openRegister('/register');
    const user = await fillUsernameForm(dialog, { Usuario: '1abc', 'Confirmar contraseña': 'Otra2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrarme' }));
    expect(
      within(dialog).getByText('Empieza por una letra; solo letras y números, 6 - 16 caracteres.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('La contraseña de confirmación no es correcta.')).toBeInTheDocument();
    expect(within(dialog).getByText('Acepta los términos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirma que tienes 18 años.')).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(paths).not.toContain('/wps/member/register');
  });

  it('checks the affiliate code first: an invalid one gets the invitation-code warning', async () => {
    const { dialog, fetchMock } = await openRegister('/register', {
      '/wps/agent/affiliate': () =>
        jsonResponse({ success: false, code: 'invalid_invitation_code', message: 'x' }, 400),
    });
    const user = await fillUsernameForm(dialog, { 'Código de invitación': 'NOPE1' });
    await user.click(within(dialog).getByTestId('accept-terms'));
    await user.click(within(dialog).getByTestId('accept-age'));
    await user.click(within(dialog).getByRole('button', { name: 'Registrarme' }));
    const warning = await screen.findByRole('dialog', { name: 'Código de invitación' });
    expect(warning).toHaveTextContent('Código de invitación no válido.');
    const affiliate = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((url) => url.pathname === '/wps/agent/affiliate');
    expect(affiliate?.searchParams.get('code')).toBe('NOPE1');
    expect(affiliate?.searchParams.get('domain')).toBe(window.location.hostname);
  });

  it('registers (encrypted, with the referral code of the URL), logs in, closes and goes home', async () => {
    let payload: Record<string, unknown> = {};
    let method: string | undefined;
    const { dialog, router } = await openRegister('/register?referralCode=RJUGADOR1', {
      '/wps/system/crypto': server.key,
      '/wps/agent/affiliate': { valid: true, agentNickname: 'agente1' },
      '/wps/member/register': async (_url: URL, init: RequestInit | undefined) => {
        method = init?.method;
        payload = await server.open(JSON.parse(String(init?.body)) as TEncryptedPayload);
        return ok(RESULT);
      },
    });
    const user = await fillUsernameForm(dialog, { 'Código de invitación': 'AGENTE1' });
    await user.click(within(dialog).getByTestId('accept-terms'));
    await user.click(within(dialog).getByTestId('accept-age'));
    await user.click(within(dialog).getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(method).toBe('PUT');
    expect(payload).toMatchObject({
      username: 'nuevojugador',
      password: 'Clave2026',
      confirmPassword: 'Clave2026',
      affiliateCode: 'AGENTE1',
      referralCode: 'RJUGADOR1',
      registerMethod: 'WEB',
      domain: window.location.hostname,
      termsAccepted: true,
      login: true,
    });
    expect(payload.registerUrl).toBe(window.location.href);
    expect(sessionStorage.getItem('token')).toBe('new-token');
    expect(useSession.getState().isLoggedIn).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Registrarse' })).not.toBeInTheDocument(),
    );
  });

  it('puts a taken username beside its field', async () => {
    const { dialog } = await openRegister('/register', {
      '/wps/system/crypto': server.key,
      '/wps/member/register': () =>
        jsonResponse({ success: false, code: 'username_taken', message: 'x' }, 409),
    });
    const user = await fillUsernameForm(dialog);
    await user.click(within(dialog).getByTestId('accept-terms'));
    await user.click(within(dialog).getByTestId('accept-age'));
    await user.click(within(dialog).getByRole('button', { name: 'Registrarme' }));
    expect(await within(dialog).findByText('Ese usuario ya existe.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true');
  });
});
