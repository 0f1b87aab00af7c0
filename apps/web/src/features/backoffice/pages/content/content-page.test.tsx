import type { TOpsAnnouncement } from '@crupier/contract/ops-content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, okJson, renderOpsPage } from '@/features/backoffice/pages/players/render-ops-page';
import { loadNamespace } from '@/i18n/i18n';
import { ContentPage } from './content-page';

beforeAll(() => loadNamespace('backoffice'));

const item = (overrides: Partial<TOpsAnnouncement>): TOpsAnnouncement => ({
  id: '1',
  type: 'B',
  groupName: 'w_home',
  titles: { es: 'Bono de bienvenida', en: 'Welcome bonus' },
  contents: {},
  imageUrl: '/media/banners/welcome.svg',
  linkUrl: '/promotions',
  promotionType: null,
  execution: 'B',
  sort: 0,
  published: true,
  startsAt: null,
  endsAt: null,
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});
const list = [item({}), item({ id: '2', titles: { es: 'Torneo en borrador' }, published: false })];

function renderContent() {
  return renderOpsPage(<ContentPage />, {
    path: '/backoffice/content',
    pattern: '/backoffice/content',
    roles: ['content'],
    handlers: {
      '/ops/content/languages': { defaultLanguage: 'es', languages: ['es', 'en'] },
      '/ops/content/announcements': { list, pageNo: 1, pageSize: 20, totalPages: 1, total: 2 },
      '/ops/content/announcements/2/publish': () => okJson({ ...list[1], published: true }),
      '/ops/content/announcements/3': () => okJson(item({ id: '3' })),
    },
  });
}

describe('the content page', () => {
  it('lists banners in the chosen language and publishes a draft', async () => {
    const { fetchMock } = renderContent();
    const table = await screen.findByTestId('content-table');
    expect(await within(table).findByText('Bono de bienvenida')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Borrador' })).toBeInTheDocument();
    await userEvent.selectOptions(within(table).getAllByRole('combobox')[0]!, 'en');
    expect(await within(table).findByText('Welcome bonus')).toBeInTheDocument();
    expect(within(table).getByText(/sin traducir · Torneo en borrador/)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(callsTo(fetchMock, '/ops/content/announcements/2/publish')).toHaveLength(1));
    const query = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/ops/content/announcements');
    expect(query?.searchParams.get('type')).toBe('B');
  });

  it('writes a popup with an audience and shows its body sanitised', async () => {
    const { fetchMock } = renderContent();
    await userEvent.click(await screen.findByRole('tab', { name: 'Ventanas emergentes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo' }));
    const editor = await screen.findByTestId('announcement-editor');
    await userEvent.type(within(editor).getByLabelText('Título (ES)'), 'Bienvenida');
    const body = within(editor).getByLabelText(/Texto \(HTML\)/);
    await userEvent.click(body);
    await userEvent.paste('<p>Hola</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    const preview = editor.querySelector('.bo-editor__preview')!;
    expect(preview.innerHTML).toContain('<p>Hola</p>');
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('script');
    await userEvent.selectOptions(within(editor).getByLabelText('Público'), 'F');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      const posts = callsTo(fetchMock, '/ops/content/announcements').filter((c) => c.body);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toMatchObject({
        type: 'PU',
        execution: 'F',
        titles: { es: 'Bienvenida' },
        published: false,
      });
    });
  }, 20_000);
});
