import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStatus } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('site pages', () => {
  it('download: the steps for Android and iOS, the platform asked for marked, a QR code of the page', async () => {
    const base = makeStatus();
    renderApp('/download?platform=ios', {
      '/wps/system/status': makeStatus({
        info: {
          resources: [
            {
              resourceType: 'APP_ANDROID',
              url: 'https://apps.example.test/app.apk',
              labelNameEn: 'Android app',
            },
            ...base.info.resources,
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Descarga la app' })).toBeInTheDocument();
    const ios = screen.getByRole('heading', { level: 2, name: 'iPhone y iPad' }).closest('section')!;
    expect(ios).toHaveAttribute('data-current', 'true');
    expect(within(ios).getAllByRole('listitem')).toHaveLength(4);
    const android = screen.getByRole('heading', { level: 2, name: 'Android' }).closest('section')!;
    expect(within(android).getByRole('link', { name: 'Abrir en la tienda' })).toHaveAttribute(
      'href',
      'https://apps.example.test/app.apk',
    );
    expect(within(ios).queryByRole('link', { name: 'Abrir en la tienda' })).toBeNull();
    expect(await screen.findByText(/Escanea este código/)).toBeInTheDocument();
  });

  it('mirrors: every address of the merchant once, this one marked, the others linked', async () => {
    renderApp('/mirrors', {
      '/wps/system/domainRoute': [
        { domain: window.location.hostname, type: 'player' },
        { domain: 'espejo1.example.test', type: 'player' },
        { domain: 'espejo1.example.test', type: 'player' },
        { domain: 'agentes.example.test', type: 'agent' },
      ],
    });
    const list = await screen.findByTestId('mirror-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Estás aquí')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Abrir' })).toHaveAttribute(
      'href',
      `${window.location.protocol}//espejo1.example.test/`,
    );
  });

  it('winners: the board on a page of its own', async () => {
    renderApp('/winners', {
      '/wps/relay/GCSGAME_getRankList': {
        list: [
          {
            iconUrl: '',
            gameName: 'Fortuna Dorada',
            customerName: 'ju***1',
            winAmount: '1250.00',
            vo: { nodeId: '7', vassalage: 'JAG', gameType: 'RNG', at: '2026-11-25T10:00:00Z' },
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ganadores' })).toBeInTheDocument();
    expect(await screen.findByText('ju***1')).toBeInTheDocument();
    expect(screen.getByText('Fortuna Dorada')).toBeInTheDocument();
  });
});
