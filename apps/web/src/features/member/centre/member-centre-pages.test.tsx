import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, ok, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';

beforeAll(() => Promise.all([loadNamespace('wallet'), loadNamespace('membercentre')]));

const RG = {
  limits: { loss: { day: '50.00', week: null, month: null }, wager: { day: null, week: null, month: null } },
  pending: [{ kind: 'loss', period: 'day', amount: null, from: '2026-11-26T10:00:00.000Z' }],
  realityCheckMinutes: 0,
  coolOffUntil: null,
  selfExcludedUntil: null,
  usage: {
    loss: { day: '12.00', week: '12.00', month: '12.00' },
    wager: { day: '20.00', week: '20.00', month: '20.00' },
  },
  session: { startedAt: '2026-11-25T10:00:00.000Z', net: '-12.00' },
};

describe('member centre pages', () => {
  it('responsible gaming: shows limits, usage and what is pending, sends only what changed, and the help texts', async () => {
    const { fetchMock } = renderMemberPage('responsibleGaming', {
      '/wps/rg': (_url: URL, init?: RequestInit) => ok(init?.method === 'PUT' ? RG : RG),
      '/wps/rg/limits': () => ok(RG),
      '/wps/relay/CSP_unreadCount': { count: 0 },
    });
    const loss = await screen.findByTestId('rg-loss');
    expect(within(loss).getByLabelText(/Diario/)).toHaveValue('50.00');
    expect(within(loss).getAllByText(/Usado: \$12/).length).toBeGreaterThan(0);
    expect(within(loss).getByText(/Cambia a Sin límite/)).toBeInTheDocument();
    expect(screen.getByText('Dónde pedir ayuda')).toBeInTheDocument();
    const week = within(screen.getByTestId('rg-wager')).getByLabelText(/Semanal/);
    await userEvent.type(week, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar límites' }));
    await waitFor(() => expect(callsTo(fetchMock, '/wps/rg/limits', 'PUT')).toHaveLength(1));
    expect(callsTo(fetchMock, '/wps/rg/limits', 'PUT')[0]!.body).toEqual({ wager: { week: '100.00' } });
  });

  it('messages: the menu badge shows the unread count; opening a message marks it read', async () => {
    let count = 1;
    const { fetchMock } = renderMemberPage('messageV2', {
      '/wps/relay/CSP_unreadCount': () => ok({ count }),
      '/wps/messages': {
        list: [
          {
            id: '7',
            kind: 'feedback',
            title: 'Su sugerencia',
            body: 'Gracias',
            at: '2026-11-25T10:00:00.000Z',
            read: false,
            broadcast: false,
          },
        ],
        pageNo: 1,
        pageSize: 20,
        totalPages: 1,
        total: 1,
        unread: 1,
      },
      '/wps/messages/7/read': () => {
        count = 0;
        return ok({ count: 0 });
      },
    });
    const badge = await screen.findByTestId('member-menu-unread');
    expect(badge).toHaveTextContent('1');
    await userEvent.click(await screen.findByRole('button', { name: /Su sugerencia/ }));
    expect(await screen.findByTestId('message-body')).toHaveTextContent('Gracias');
    await waitFor(() => expect(callsTo(fetchMock, '/wps/messages/7/read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('member-menu-unread')).toBeNull());
  });

  it('feedback: counts characters and refuses a fourth image or a non-image before sending', async () => {
    renderMemberPage('feedback', {
      '/wps/feedback': { list: [], pageNo: 1, pageSize: 20, totalPages: 0, total: 0 },
    });
    const text = await screen.findByLabelText(/Su mensaje/);
    await userEvent.type(text, 'Hola');
    expect(screen.getByText('4/140')).toBeInTheDocument();
    const input = document.querySelector('input[name="feedback-images"]') as HTMLInputElement;
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(screen.getByText('Como máximo 3 imágenes.')).toBeInTheDocument();
    await userEvent.upload(input, [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })], {
      applyAccept: false,
    });
    expect(screen.getByText('Solo PNG o JPG de 5 MB como máximo.')).toBeInTheDocument();
  });
});
