import type { TOpsBrand, TOpsHelpArticle } from '@crupier/contract/ops-brand';
import { DEFAULT_FIELD_RULES } from '@crupier/contract/registration-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPS_PAGES } from '@/features/backoffice/pages';
import { callsTo, okJson, renderOpsPage } from '@/features/backoffice/pages/players/render-ops-page';
import { visiblePages } from '@/features/backoffice/shell/visible-pages';
import { loadNamespace } from '@/i18n/i18n';
import { BrandPage, brandTabs } from './brand-page';

beforeAll(() => loadNamespace('backoffice'));

const brand: TOpsBrand = {
  merchantCode: 'demo',
  merchantName: 'Crupier Demo',
  whitelabel: { USERNAMEREG3: true, REFERRAL3: false },
  languages: ['es', 'en'],
  defaultLanguage: 'es',
  registration: {
    usernameRegistration: true,
    mobileRegistration: false,
    smsVerification: false,
    ageConsent: 18,
    fields: DEFAULT_FIELD_RULES,
  },
  customerService: [{ csType: 'LIVECHAT', name: 'Chat en vivo', url: 'https://support.example/chat' }],
  domains: [{ domain: 'localhost', type: 'player' }],
  maintenance: false,
  blockedIps: [],
};
const article: TOpsHelpArticle = {
  id: '5',
  lang: 'es',
  device: 'WEB',
  slug: 'depositos',
  title: 'Cómo depositar',
  content: '<p>Paso a paso</p>',
  sort: 0,
};

function renderBrand(roles: ('content' | 'risk')[]) {
  return renderOpsPage(<BrandPage />, {
    path: '/backoffice/brand',
    pattern: '/backoffice/brand',
    roles,
    handlers: {
      '/ops/brand': brand,
      '/ops/brand/whitelabel': () => okJson(brand),
      '/ops/brand/access': () => okJson(brand),
      '/ops/content/help': (_url: URL, init?: RequestInit) =>
        okJson(init?.method === 'POST' ? { ...article, id: '6' } : [article]),
    },
  });
}

describe('the brand page', () => {
  it('is in the menu of the content and risk roles, with the tabs each may use', () => {
    const paths = (roles: string[]) => visiblePages(OPS_PAGES, roles).map((page) => page.path);
    expect(paths(['content'])).toContain('brand');
    expect(paths(['risk'])).toContain('brand');
    expect(paths(['finance'])).not.toContain('brand');
    expect(brandTabs(['content'])).not.toContain('access');
    expect(brandTabs(['content'])).toContain('help');
    expect(brandTabs(['risk'])).toEqual(['access']);
  });

  it('saves a whitelabel flag and refuses a default language that is not offered', async () => {
    const { fetchMock } = renderBrand(['content']);
    expect(await screen.findByRole('heading', { name: 'Marca · Crupier Demo' })).toBeInTheDocument();
    const form = await screen.findByTestId('brand-whitelabel');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'REFERRAL3' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      const puts = callsTo(fetchMock, '/ops/brand/whitelabel');
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatchObject({ method: 'PUT', body: { REFERRAL3: true, USERNAMEREG3: true } });
    });
    expect(await within(form).findByRole('status')).toHaveTextContent(/Guardado/);

    await userEvent.click(screen.getByRole('tab', { name: 'Idiomas' }));
    const languages = await screen.findByTestId('brand-languages');
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'ES' }));
    await userEvent.click(within(languages).getByRole('button', { name: 'Guardar' }));
    expect(await within(languages).findByRole('alert')).toHaveTextContent(/Al menos uno/);
    expect(callsTo(fetchMock, '/ops/brand/languages')).toHaveLength(0);
  });

  it('asks a reason before turning maintenance on, and refuses a range that is not CIDR', async () => {
    const { fetchMock } = renderBrand(['risk']);
    const form = await screen.findByTestId('brand-access');
    expect(screen.queryByRole('tab', { name: 'Módulos' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Sitio en mantenimiento' }));
    const ranges = within(form).getByLabelText(/Rangos de IP bloqueados/);
    await userEvent.type(ranges, '10.0.0.0/33');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('10.0.0.0/33');

    await userEvent.clear(ranges);
    await userEvent.type(ranges, '203.0.113.0/24');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByTestId('reason-dialog');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Migración de base de datos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/brand/access')[0]?.body).toEqual({
        maintenance: true,
        blockedIps: ['203.0.113.0/24'],
        reason: 'Migración de base de datos',
      }),
    );
  });

  it('lists help articles of a language and writes a new one in it', async () => {
    const { fetchMock } = renderBrand(['content']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Centro de ayuda' }));
    const help = await screen.findByTestId('brand-help');
    expect(await within(help).findByText('Cómo depositar')).toBeInTheDocument();
    await userEvent.click(within(help).getByRole('button', { name: 'Nuevo artículo' }));
    const editor = await screen.findByTestId('help-editor');
    await userEvent.type(within(editor).getByLabelText('Identificador'), 'retiros');
    await userEvent.type(within(editor).getByLabelText('Título'), 'Cómo retirar');
    await userEvent.type(within(editor).getByLabelText('Texto (HTML)'), 'Paso a paso');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      const posts = callsTo(fetchMock, '/ops/content/help').filter((call) => call.method === 'POST');
      expect(posts[0]?.body).toMatchObject({
        lang: 'es',
        device: 'WEB',
        slug: 'retiros',
        title: 'Cómo retirar',
      });
    });
  }, 20_000);
});
