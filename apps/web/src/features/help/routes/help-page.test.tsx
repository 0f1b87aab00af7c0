import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ARTICLES = [
  {
    id: 'b',
    slug: 'withdrawals',
    title: 'Retiros',
    content: '<p>Retira en <b>24 h</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    sort: 2,
  },
  {
    id: 'a',
    slug: 'deposits',
    title: 'Depósitos',
    content: '<p>Deposita <a href="https://x.test" target="_blank">aquí</a></p>',
    sort: 1,
  },
];

describe('help centre', () => {
  it('asks for the articles of the current language on the web device', async () => {
    const { fetchMock } = renderApp('/help', { '/wps/system/helpCenter': ARTICLES });
    await screen.findByRole('heading', { level: 2, name: 'Depósitos' });
    const call = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((u) => u.pathname === '/wps/system/helpCenter');
    expect(call?.searchParams.get('lang')).toBe('es');
    expect(call?.searchParams.get('device')).toBe('WEB');
  });

  it('lists titles in sort order and shows sanitized HTML content', async () => {
    renderApp('/help', { '/wps/system/helpCenter': ARTICLES });
    const toc = await screen.findByRole('navigation', { name: 'Contenido' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Depósitos', 'Retiros']);
    const article = screen.getByRole('heading', { level: 2, name: 'Retiros' }).closest('article')!;
    expect(article).toHaveTextContent('Retira en 24 h.');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const link = screen.getByRole('link', { name: 'aquí' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens at the #slug article', async () => {
    renderApp('/help#withdrawals', { '/wps/system/helpCenter': ARTICLES });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Retiros' });
    const article = heading.closest('article')!;
    expect(article.id).toBe('withdrawals');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const toc = screen.getByRole('navigation', { name: 'Contenido' });
    expect(within(toc).getByRole('link', { name: 'Retiros' })).toHaveAttribute('aria-current', 'location');
    expect(within(toc).getByRole('link', { name: 'Depósitos' })).not.toHaveAttribute('aria-current');
  });

  it('says when there are no articles, and offers a retry on failure', async () => {
    renderApp('/help', {
      '/wps/system/helpCenter': () =>
        jsonResponse({ success: false, code: 'internal_error', message: 'x' }, 500),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('La conexión de red es inestable');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
