import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearStaffToken, getStaffToken, setStaffToken } from '@/features/backoffice/api/staff-session';
import { createCryptoServer, type TCryptoServer } from '@/test/crypto-server';
import { envelope, jsonResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let server: TCryptoServer;
beforeAll(async () => {
  server = await createCryptoServer();
});
afterEach(() => clearStaffToken());

const emptyPage = { list: [], pageNo: 1, pageSize: 20, totalPages: 0, total: 0 };
const authorizationOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers as HeadersInit).get('Authorization');

describe('back office shell', () => {
  it('enrols TOTP at the first sign-in, shows the recovery codes once, then the layout', async () => {
    const sent: Record<string, unknown>[] = [];
    const { fetchMock } = renderApp('/backoffice/audit', {
      '/wps/system/crypto': server.key,
      '/ops/session/login': async (_url: URL, init: RequestInit | undefined) => {
        sent.push(await server.open(JSON.parse(String(init?.body))));
        return jsonResponse(
          envelope({
            secondFactor: 'enrol',
            challenge: 'challenge-1',
            otpauthUrl: 'otpauth://totp/Crupier:operador?secret=JBSWY3DPEHPK3PXP&issuer=Crupier',
          }),
        );
      },
      '/ops/session/totp': (_url: URL, init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body));
        if (body.code !== '123456')
          return jsonResponse({ success: false, code: 'invalid_code', message: 'x' }, 401);
        return jsonResponse(envelope({ token: 'staff-token', recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] }));
      },
      '/ops/session/me': { id: '9', username: 'operador', roles: ['admin'] },
      '/ops/audit': {
        ...emptyPage,
        list: [
          {
            id: '1',
            at: '2026-03-05T10:00:00.000Z',
            staff: 'operador',
            action: 'withdrawal_approve',
            target: 'withdrawal:7',
            reason: 'checked',
            before: { status: 'pending' },
            after: { status: 'approved' },
          },
        ],
        totalPages: 1,
        total: 1,
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuario'), 'operador');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(sent[0]).toMatchObject({ type: 'username', username: 'operador', site: 'operator' });
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código incorrecto.');
    await user.clear(screen.getByLabelText('Código de 6 dígitos'));
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByTestId('recovery-codes')).toHaveTextContent('AAAA-BBBB-CCCC-DDDD');
    expect(getStaffToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Los he guardado' }));

    expect(await screen.findByRole('heading', { name: 'Registro de auditoría' })).toBeInTheDocument();
    expect(sessionStorage.getItem('opsToken')).toBe('staff-token');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Sesión de operador')).toBeInTheDocument();
    const row = (await screen.findByText('withdrawal_approve')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Ver cambios' }));
    expect(screen.getByText('approved')).toBeInTheDocument();
    const auditCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/ops/audit'));
    expect(authorizationOf(auditCall?.[1])).toBe('Bearer staff-token');
  }, 30_000);

  it('shows only the pages the role may open, and signs out', async () => {
    setStaffToken('finance-token');
    const { fetchMock } = renderApp('/backoffice/sessions', {
      '/ops/session/me': { id: '3', username: 'caja', roles: ['finance'] },
      '/ops/session/sessions/s1': null,
      '/ops/session/sessions': [
        {
          id: 's1',
          ip: '10.0.0.1',
          userAgent: 'Firefox',
          createdAt: '2026-03-05T10:00:00.000Z',
          lastSeenAt: '2026-03-05T10:05:00.000Z',
          current: true,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Mis sesiones' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Secciones del back office' });
    expect(within(nav).queryByRole('link', { name: 'Auditoría' })).toBeNull();
    expect(await screen.findByText('Esta sesión')).toBeInTheDocument();

    // Signing out ends this session on the server, then shows the sign-in page.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Acceso del personal' })).toBeInTheDocument();
    const ended = fetchMock.mock.calls.find(([input]) => String(input) === '/ops/session/sessions/s1');
    expect(ended?.[1]?.method).toBe('DELETE');
    expect(getStaffToken()).toBeNull();
  }, 30_000);

  it('goes back to the sign-in page when the staff session has ended (401)', async () => {
    setStaffToken('old-token');
    renderApp('/backoffice/audit', {
      '/ops/session/me': () => jsonResponse({ success: false, code: 'unauthorized', message: 'x' }, 401),
    });
    expect(await screen.findByRole('heading', { name: 'Acceso del personal' })).toBeInTheDocument();
    expect(getStaffToken()).toBeNull();
    expect(sessionStorage.getItem('opsToken')).toBeNull();
  }, 30_000);
});
