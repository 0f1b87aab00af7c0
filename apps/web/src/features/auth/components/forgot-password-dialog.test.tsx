import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthFlow } from '@/features/auth/auth-flow-store';
import { jsonResponse, makeStatus } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

async function openForgot(handlers: Record<string, unknown> = {}) {
  const view = renderApp('/', handlers);
  await screen.findByRole('heading', { level: 1 });
  act(() => useAuthFlow.getState().openForgotPassword());
  const dialog = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
  return { ...view, dialog };
}

describe('forgot-password dialog', () => {
  it('sends username and e-mail form-encoded and confirms the password was sent', async () => {
    let sent: { type?: string; body?: string } = {};
    const { dialog } = await openForgot({
      '/wps/member/password/email': (_url: URL, init: RequestInit | undefined) => {
        sent = {
          type: (init?.headers as Record<string, string> | undefined)?.['Content-Type'],
          body: String(init?.body),
        };
        return jsonResponse({ success: true, value: null });
      },
    });
    expect(within(dialog).queryByRole('tab', { name: 'Por móvil' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('w_forget-banner')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getAllByText('Este campo no puede estar vacío.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Usuario'), 'jugador1');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'jugador1@demo.crupier.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('La contraseña ha sido enviada.');
    expect(sent).toEqual({
      type: 'application/x-www-form-urlencoded',
      body: 'username=jugador1&email=jugador1%40demo.crupier.test',
    });
  });

  it('offers the mobile tab under FORGOTPWDMOBILE3', async () => {
    const base = makeStatus();
    const { dialog } = await openForgot({
      '/wps/system/status': makeStatus({
        info: { whitelabel: { ...base.info.whitelabel, FORGOTPWDMOBILE3: true } },
      }),
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Por móvil' }));
    expect(await within(dialog).findByLabelText('Número de móvil')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código SMS')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nueva contraseña')).toBeInTheDocument();
  });
});
