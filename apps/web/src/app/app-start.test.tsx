import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeStatus } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('app start (spec §4)', () => {
  it('shows the full-page loader until the system status arrives', async () => {
    let answer: (response: Response) => void = () => {};
    renderApp('/', {
      '/wps/system/status': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('header')).not.toBeInTheDocument();
    answer(jsonResponse({ success: true, value: makeStatus() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobby de juegos' })).toBeInTheDocument();
  });

  it('state 0: shows the app in its frame', async () => {
    const { fetchMock } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobby de juegos' })).toBeInTheDocument();
    for (const id of ['header', 'side-menu', 'banner', 'main', 'footer']) {
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').pathname).toBe('/wps/system/status');
    expect(screen.getByTestId('header')).toHaveTextContent('Crupier Demo');
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
  });

  it('state 1: maintenance page with its title, text and live support', async () => {
    renderApp('/', { '/wps/system/status': makeStatus({ maintenance: true, regionRestriction: true }) });
    const page = await screen.findByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Sitio en mantenimiento');
    expect(page).toHaveTextContent('Estamos realizando tareas de mantenimiento');
    expect(within(page).getByRole('button', { name: 'Soporte en vivo' })).toBeEnabled();
    expect(screen.queryByTestId('header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('region-block-page')).not.toBeInTheDocument();
  });

  it("state 2: region-block page showing the visitor's IP", async () => {
    renderApp('/help', {
      '/wps/system/status': makeStatus({ regionRestriction: true, location: { ip: '198.51.100.23' } }),
    });
    const page = await screen.findByTestId('region-block-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Acceso restringido');
    expect(screen.getByTestId('client-ip')).toHaveTextContent('198.51.100.23');
    expect(page).toHaveTextContent('no está disponible desde tu ubicación');
    expect(within(page).getByRole('button', { name: 'Soporte en vivo' })).toBeInTheDocument();
    expect(screen.queryByTestId('main')).not.toBeInTheDocument();
  });

  it('shows the region-block page when the server refuses the status call with blockip', async () => {
    renderApp('/', {
      '/wps/system/status': () =>
        jsonResponse(
          { success: false, code: 'blockip', message: 'Blocked', details: { ip: '192.0.2.9' } },
          503,
        ),
    });
    expect(await screen.findByTestId('region-block-page')).toBeInTheDocument();
    expect(screen.getByTestId('client-ip')).toHaveTextContent('192.0.2.9');
  });

  it('offers a retry when the status cannot be loaded, and starts once it can', async () => {
    let fail = true;
    renderApp('/', {
      '/wps/system/status': () =>
        fail
          ? jsonResponse({ success: false, code: 'internal_error', message: 'Boom' }, 500)
          : jsonResponse({ success: true, value: makeStatus() }),
    });
    const page = await screen.findByTestId('start-error-page');
    fail = false;
    await userEvent.click(within(page).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('header')).toBeInTheDocument();
  });

  it('refuses a status that does not match the contract', async () => {
    renderApp('/', { '/wps/system/status': { maintenance: 'no' } });
    expect(await screen.findByTestId('start-error-page')).toBeInTheDocument();
  });

  it("starts in the stored language when the merchant offers it, else in the merchant's default", async () => {
    localStorage.setItem('lang', 'en');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a stored language the merchant does not offer', async () => {
    localStorage.setItem('lang', 'pt');
    renderApp('/', {
      '/wps/system/status': makeStatus({ info: { languages: ['EN', 'ES'], defaultLanguage: 'ES' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobby de juegos' })).toBeInTheDocument();
    const select = screen.getByTestId('language-select');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['es', 'en']);
  });

  it('opens the chat room from the maintenance page, with the other channels as links', async () => {
    const { encryptedPath } = await import('@/features/system/cs-test-vector');
    const path = await encryptedPath('https://t.example.test/support', 'k3y-8chr');
    renderApp('/', {
      '/wps/system/status': makeStatus({
        maintenance: true,
        info: { customerService: [{ csType: 'TELEGRAM', name: 'Telegram', path }] },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Soporte en vivo' }));
    const room = await screen.findByTestId('chat-room');
    expect(await within(room).findByTestId('chat-guest-form')).toBeInTheDocument();
    expect(await within(room).findByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.example.test/support',
    );
  });
});
