import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAnnouncement } from '@/features/lobby/api/types';
import { loadNamespace } from '@/i18n/i18n';
import { AnnouncementDialog } from './announcement-dialog';

const item = (n: number, promotionType: string | null = null): TAnnouncement => ({
  id: String(n),
  title: `Aviso ${n}`,
  content: `<p>Texto ${n}</p><img src=x onerror="alert(1)">`,
  promotionType,
  execution: 'B',
  groupName: null,
  url: null,
  linkUrl: null,
});

beforeAll(() => loadNamespace('lobby'));

describe('AnnouncementDialog', () => {
  it('lists 9 titles a page beside the chosen one, its HTML sanitized', async () => {
    const items = Array.from({ length: 20 }, (_, i) => item(i + 1));
    render(<AnnouncementDialog kind="notices" items={items} onClose={() => {}} testId="notices" />);
    const dialog = await screen.findByRole('dialog', { name: 'Avisos' });
    const titles = within(dialog).getByRole('list', { name: 'Títulos' });
    expect(within(titles).getAllByRole('button')).toHaveLength(9);
    expect(within(dialog).getByText('Texto 1')).toBeInTheDocument();
    expect(dialog.querySelector('img[onerror]')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Página 3' }));
    expect(
      within(titles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Aviso 19', 'Aviso 20']);
    await userEvent.click(within(titles).getByRole('button', { name: 'Aviso 20' }));
    expect(within(dialog).getByText('Texto 20')).toBeInTheDocument();
  });

  it('opens at the chosen notice', async () => {
    const items = Array.from({ length: 12 }, (_, i) => item(i + 1));
    render(<AnnouncementDialog kind="notices" items={items} initialId="11" onClose={() => {}} testId="n" />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Texto 11')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aviso 11' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers Go only for an item with a promotionType', async () => {
    const onGo = vi.fn();
    render(
      <AnnouncementDialog
        kind="popup"
        items={[item(1), item(2, 'WELCOME')]}
        onClose={() => {}}
        onGo={onGo}
        testId="popup"
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anuncios' });
    expect(within(dialog).queryByRole('button', { name: 'Ir' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aviso 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir' }));
    expect(onGo).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
  });
});
