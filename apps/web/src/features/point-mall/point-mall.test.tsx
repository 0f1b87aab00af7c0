import type { TPointReward, TRedemption } from '@crupier/contract/loyalty';
import type { TEncryptedPayload } from '@crupier/contract/seal';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { syncSession } from '@/api/session';
import { createQueryClient } from '@/app/query-client';
import { loadNamespace } from '@/i18n/i18n';
import { createCryptoServer, type TCryptoServer } from '@/test/crypto-server';
import { envelope, jsonResponse } from '@/test/fixtures';
import { PointMall } from './routes/point-mall';

let server: TCryptoServer;
beforeAll(async () => {
  server = await createCryptoServer();
  await Promise.all([loadNamespace('loyalty'), loadNamespace('wallet')]);
});

const REWARDS: TPointReward[] = [
  {
    id: 1,
    kind: 'cash',
    name: 'Efectivo $5',
    description: 'Al instante',
    points: 50,
    amount: '5.00',
    stock: null,
    needsAddress: false,
  },
  {
    id: 4,
    kind: 'item',
    name: 'Gorra Crupier',
    description: 'Envío',
    points: 300,
    amount: null,
    stock: 3,
    needsAddress: true,
  },
];
const redemption = (overrides: Partial<TRedemption> = {}): TRedemption => ({
  id: '11',
  rewardId: 1,
  rewardName: 'Efectivo $5',
  kind: 'cash',
  points: 50,
  amount: '5.00',
  state: 'approved',
  delivery: null,
  reason: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

function renderMall() {
  sessionStorage.setItem('token', 'member-token');
  syncSession();
  let points = 60;
  const history: TRedemption[] = [];
  const redeemCalls: { payload: Record<string, unknown>; key: string | undefined }[] = [];
  const ok = (value: unknown) => jsonResponse(envelope(value));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    switch (path) {
      case '/wps/system/crypto':
        return ok(server.key);
      case '/wps/relay/MCS2_getPointBalance':
        return ok({ points, totalEarned: 60, neverExpire: true });
      case '/wps/relay/MCS2_getPointReward':
        return ok(REWARDS);
      case '/wps/relay/MCS2_getRedeemPointList':
        return ok({
          list: history,
          pageNo: 1,
          pageSize: 10,
          totalPages: history.length ? 1 : 0,
          total: history.length,
        });
      case '/wps/relay/MCS2_getPointConfig':
        return ok({
          turnoverPerPoint: '10.00',
          convertPoints: 100,
          convertAmount: '1.00',
          minConvertPoints: 100,
          neverExpire: true,
          validTurnover: 'bet',
        });
      case '/wps/relay/passwordCheck/MCS2_redeemPointReward': {
        const payload = await server.open(JSON.parse(String(init?.body)) as TEncryptedPayload);
        redeemCalls.push({
          payload,
          key: ((init?.headers ?? {}) as Record<string, string>)['idempotency-key'],
        });
        if (payload.paymentPassword !== '123456') {
          return jsonResponse({ success: false, code: 'invalid_payment_password', message: 'x' }, 400);
        }
        points -= 50;
        history.unshift(redemption());
        return ok({ redemption: history[0], points });
      }
      default:
        return jsonResponse({ success: false, code: 'not_found', message: 'not found' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createMemoryRouter(
    [{ path: '/pointMall', element: <PointMall merchant={{ currencySymbol: '$', gmtOffset: '-06:00' }} /> }],
    { initialEntries: ['/pointMall'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { redeemCalls, fetchMock };
}

describe('point mall', () => {
  it('shows the balance and catalogue, redeems with the payment password (sealed, keyed), and lists the redemption', async () => {
    const { redeemCalls } = renderMall();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('60'));
    const cards = await screen.findAllByTestId('reward');
    expect(cards).toHaveLength(2);
    // 300 points are out of reach with 60.
    expect(within(cards[1]!).getByRole('button', { name: 'Canjear' })).toBeDisabled();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Canjear' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    await user.type(within(dialog).getByLabelText('Contraseña de pago'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByTestId('redeem-error')).toHaveTextContent(
      'La contraseña de pago no es correcta.',
    );
    expect(screen.getByTestId('point-balance')).toHaveTextContent('60');

    const field = within(dialog).getByLabelText('Contraseña de pago');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByTestId('redeem-notice')).toHaveTextContent('Aprobado');
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('10'));
    expect(
      redeemCalls.map(({ payload: { rewardId, paymentPassword } }) => ({ rewardId, paymentPassword })),
    ).toEqual([
      { rewardId: 1, paymentPassword: '000000' },
      { rewardId: 1, paymentPassword: '123456' },
    ]);
    expect(redeemCalls.every((c) => typeof c.key === 'string' && c.key.length > 0)).toBe(true);
    // A refusal is an answer: the next try is a new action with a new key.
    expect(redeemCalls[0]!.key).not.toBe(redeemCalls[1]!.key);

    await user.click(screen.getByTestId('tab-history'));
    const row = await screen.findByTestId('redemption');
    expect(row).toHaveTextContent('Efectivo $5');
    expect(row).toHaveTextContent('Aprobado');

    await user.click(screen.getByTestId('tab-rules'));
    expect(await screen.findByTestId('point-rules')).toHaveTextContent('Los puntos nunca caducan.');
  }, 30_000);

  it('asks a guest to sign in instead of calling the points API', async () => {
    sessionStorage.clear();
    syncSession();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(
      [
        {
          path: '/pointMall',
          element: <PointMall merchant={{ currencySymbol: '$', gmtOffset: '-06:00' }} />,
        },
      ],
      { initialEntries: ['/pointMall'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: /Inicie sesión/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
