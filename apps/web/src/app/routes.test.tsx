import { SPEC_ROUTES } from '@crupier/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncSession } from '@/api/session';
import { makeMemberInfo, makeStatus } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/**
 * The <h1> each spec route shows to a guest (Spanish). Guarded routes show where the guard sends them:
 * /login, the home page under the login dialog (which hides the page from the accessibility tree).
 */
const GUEST_HEADINGS: Record<(typeof SPEC_ROUTES)[number], string> = {
  '/': 'Lobby de juegos',
  '/index': 'Lobby de juegos',
  '/index.html': 'Lobby de juegos',
  '/home': 'Lobby de juegos',
  '/login': 'Lobby de juegos',
  '/register': 'Lobby de juegos',
  '/help': 'Centro de ayuda',
  '/agent': 'Programa de agentes',
  '/agentHome': 'Programa de agentes',
  '/member': 'Lobby de juegos',
  '/sports': 'Deportes',
  '/esports': 'eSports',
  '/lott': 'Lotería',
  '/elott': 'Lotería electrónica',
  '/live': 'Casino en vivo',
  '/fish': 'Pesca',
  '/rng': 'Tragamonedas',
  '/pvp': 'Póker y cartas',
  '/favorite': 'Favoritos',
  '/recent': 'Recientes',
  '/lottery': 'Lobby de juegos',
  '/seaLottery': 'Lobby de juegos',
  '/vnLottery': 'Lobby de juegos',
  '/promotions': 'Promociones',
  '/pointMall': 'Tienda de puntos',
  '/seamless': 'Juego',
};

/** The lobby calls, answered with one slots vendor and no games. */
const LOBBY_API = {
  '/wps/relay/GCSGAME_newGameVendor': {
    lanes: [
      {
        gameCategory: 'RNG',
        cards: [
          {
            vassalage: 'AUR',
            displayName: 'Aurora Reels',
            lagerIcon: '/media/vendors/AUR.svg',
            gameType: 'RNG',
            isGame: 'VASSALAGE',
            status: 'active',
          },
        ],
        gameClassify: [],
      },
      {
        gameCategory: 'FISH',
        cards: [
          {
            vassalage: 'OCH',
            displayName: 'Ocean Hunter',
            lagerIcon: '/media/vendors/OCH.svg',
            gameType: 'FISH',
            isGame: 'VASSALAGE',
            status: 'active',
          },
        ],
        gameClassify: [],
      },
    ],
  },
  '/wps/relay/GCSGAME_gameList': { games: [], pageNo: 1, pageSize: 18, totalPages: 0, total: 0 },
  '/wps/relay/GCSGAME_hotGamesV2': { games: [] },
};

function logIn({ agent = false } = {}) {
  sessionStorage.setItem('token', 'test-token');
  if (agent) sessionStorage.setItem('isAgent', 'true');
  syncSession();
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
});

describe('routes of spec §2', () => {
  it.each(SPEC_ROUTES)('%s renders its page heading without console errors', async (path) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: GUEST_HEADINGS[path],
      hidden: true,
    });
    expect(heading).toBeVisible();
  });

  it('matches paths case-insensitively', async () => {
    renderApp('/POINTMALL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda de puntos' })).toBeInTheDocument();
  });

  it('shows a not-found page inside the frame for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('header')).toBeInTheDocument();
    expect(screen.getByTestId('footer')).toBeInTheDocument();
  });

  it('/login opens the login dialog over the home page; closing it returns to /', async () => {
    const { router } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    expect(within(dialog).getByLabelText('Usuario')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      '/help#term',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/register opens the registration modal', async () => {
    renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Registrarse' });
    expect(await within(dialog).findByLabelText('Confirmar contraseña')).toBeInTheDocument();
  });

  it('the header login and register buttons open their dialogs', async () => {
    const { router } = renderApp('/promotions');
    const header = await screen.findByTestId('header');
    await userEvent.click(within(header).getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByRole('dialog', { name: 'Registrarse' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('route guards (spec §4)', () => {
  it.each(['/member', '/lottery', '/seaLottery', '/vnLottery'])(
    '%s sends a guest to /login',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('lets a logged-in member into the member centre and the lottery', async () => {
    logIn();
    renderApp('/member?page=withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de miembros' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Retiro' })).toBeInTheDocument();
  });

  it('sends a non-agent from /agentHome to /agent', async () => {
    logIn();
    const { router } = renderApp('/agentHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programa de agentes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('lets an agent into the agent centre', async () => {
    logIn({ agent: true });
    renderApp('/agentHome', {
      '/wps/member/info': makeMemberInfo({ account: 'agente1', nickname: 'agente1', type: 1, isAgent: true }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de agentes' })).toBeInTheDocument();
  });
});

describe('frame (spec §2)', () => {
  it('the agent pages have their own layout without header, side menu or footer', async () => {
    renderApp('/agent');
    await screen.findByRole('heading', { level: 1, name: 'Programa de agentes' });
    expect(screen.queryByTestId('header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
  });

  it.each(['/seamless', '/lottery', '/vnLottery', '/SEALOTTERY'])(
    '%s has no side menu and no footer',
    async (path) => {
      logIn();
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByTestId('header')).toBeInTheDocument();
      expect(screen.getByTestId('main')).toBeInTheDocument();
      expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
      expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
    },
  );

  it('shows vendor badges, product links and help links in the footer', async () => {
    renderApp('/', {
      '/wps/system/helpCenter': [
        { id: '1', slug: 'deposits', title: 'Depósitos', content: '<p>x</p>', sort: 1 },
        { id: '2', slug: 'terms', title: 'Términos', content: '<p>y</p>', sort: 2 },
      ],
    });
    const footer = await screen.findByTestId('footer');
    for (const vendor of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) {
      expect(within(footer).getByText(vendor)).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Casino en vivo' })).toHaveAttribute('href', '/live');
    expect(await within(footer).findByRole('link', { name: 'Términos' })).toHaveAttribute(
      'href',
      '/help#terms',
    );
  });

  it('shows invite friends only when the merchant enables REFERRAL3', async () => {
    renderApp('/');
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).queryByRole('link', { name: 'Invitar amigos' })).not.toBeInTheDocument();
  });

  it('side menu: referral, app download QR codes and social links from the status', async () => {
    const base = makeStatus();
    renderApp('/', {
      '/wps/system/status': makeStatus({
        info: {
          whitelabel: { ...base.info.whitelabel, REFERRAL3: true },
          resources: [
            { resourceType: 'APP_IOS', url: '/downloads/crupier-ios', labelNameEn: 'iOS app' },
            {
              resourceType: 'APP_ANDROID',
              url: 'https://apps.example.test/app.apk',
              labelNameEn: 'Android app',
            },
            { resourceType: 'SOCIAL_TELEGRAM', url: 'https://t.me/crupier', labelNameEn: 'Telegram' },
            { resourceType: 'SOCIAL_FACEBOOK', url: 'javascript:alert(1)', labelNameEn: 'Bad link' },
            { resourceType: 'MIRROR', url: 'https://mirror.example.test', labelNameEn: 'Mirror' },
          ],
        },
      }),
    });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: 'Invitar amigos' })).toHaveAttribute(
      'href',
      '/member?page=referral',
    );
    expect(within(menu).getByRole('link', { name: 'iOS' })).toHaveAttribute(
      'href',
      `${window.location.origin}/downloads/crupier-ios`,
    );
    expect(within(menu).getByRole('link', { name: 'Android' })).toHaveAttribute('rel', 'noopener noreferrer');
    // The codes are drawn once the page has settled (no part of the first load).
    await waitFor(() => expect(menu.querySelectorAll('svg.qr-code')).toHaveLength(2), { timeout: 4000 });
    expect(within(menu).getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/crupier',
    );
    expect(screen.queryByText('Bad link')).not.toBeInTheDocument();
    expect(screen.queryByText('Mirror')).not.toBeInTheDocument();
  });

  it('scrolls to the top on route change', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Lobby de juegos' });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/promotions');
    await screen.findByRole('heading', { level: 1, name: 'Promociones' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('the drawer button opens the side menu, which locks scrolling until closed', async () => {
    renderApp('/');
    const menu = await screen.findByTestId('side-menu');
    const button = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menu).toHaveAttribute('data-open', 'false');
    await userEvent.click(button);
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('the theme toggle switches data-theme on <html> and remembers it', async () => {
    renderApp('/');
    const toggle = await screen.findByTestId('theme-toggle');
    const before = document.documentElement.dataset.theme;
    await userEvent.click(toggle);
    const after = document.documentElement.dataset.theme;
    expect(after).not.toBe(before);
    expect(['light', 'dark']).toContain(after);
    expect(localStorage.getItem('theme')).toBe(after);
    expect(toggle).toHaveAttribute('aria-pressed', String(after === 'dark'));
  });

  it('a guest choosing Favorite in the lobby gets the login popup and stays on HOME', async () => {
    const { router } = renderApp('/');
    const nav = await screen.findByTestId('top-menu');
    await userEvent.click(within(nav).getByRole('button', { name: 'Favoritos' }));
    expect(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(within(nav).getByRole('button', { name: 'Inicio' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('choosing a category switches the home lobby to it', async () => {
    const { router } = renderApp('/', LOBBY_API);
    const nav = await screen.findByTestId('top-menu');
    expect(await screen.findByRole('heading', { level: 2, name: 'Juegos populares' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Pesca' }));
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Pesca' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(router.state.location.search).toBe('?gameType=FISH');
    expect(await screen.findByTestId('lobby')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Juegos populares' })).not.toBeInTheDocument();
  });

  it('/rng shows the vendor of the vassalage query as chosen', async () => {
    renderApp('/rng?vassalage=AUR', LOBBY_API);
    const vendors = await screen.findByRole('group', { name: 'Proveedores' });
    expect(await within(vendors).findByRole('button', { name: 'Aurora Reels' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(vendors).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
  });
});
