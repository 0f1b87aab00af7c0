import type { TBonusList, TPromotion, TRebateView } from '@crupier/contract/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, ok, refusal, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';
import { WELCOME_REWARD, WELCOME_RULES } from './test-fixtures';

// The member centre loads these pages lazily: import the chunk once here, not inside a test's time.
beforeAll(() =>
  Promise.all([
    loadNamespace('wallet'),
    loadNamespace('membercentre'),
    loadNamespace('promotions'),
    import('./member/pages'),
  ]),
);

function promotion(overrides: Partial<TPromotion> = {}): TPromotion {
  return {
    id: '1',
    kind: 'deposit_match',
    title: 'Bono de bienvenida 100 %',
    body: '<p>Duplique su primer depósito.</p>',
    imageUrl: null,
    state: 'claim',
    audience: 'all',
    repeat: 'once',
    requiresApproval: false,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
    rules: WELCOME_RULES,
    reward: WELCOME_REWARD,
    progress: null,
    claimableAmount: '100.00',
    rejectedReason: null,
    signedDays: 0,
    ...overrides,
  };
}

const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 100, totalPages: 1, total: list.length });

const BONUSES: TBonusList = {
  ...page([
    {
      id: '9',
      promotionId: '1',
      title: 'Bono de bienvenida 100 %',
      amount: '100.00',
      wageringRequired: '1000.00',
      wageringDone: '250.00',
      state: 'active' as const,
      expiresAt: '2026-12-27T00:00:00.000Z',
      createdAt: '2026-11-27T00:00:00.000Z',
      closedAt: null,
      settledAmount: null,
    },
  ]),
  pageSize: 10,
  bonusBalance: '80.00',
  balance: '120.00',
  wageringRemaining: '750.00',
  weights: { slots: 100, table: 10 },
};

const REBATE: TRebateView = {
  vipLevel: 1,
  claimable: '3.50',
  lines: [{ gameType: 'slots', day: '2026-11-26', turnover: '500.00', rate: '0.70', amount: '3.50' }],
  lastClaimedAt: null,
  lastClaimedAmount: null,
};

describe('promotions member pages', () => {
  it('reward centre: claims a deposit bonus and says where the money went', async () => {
    const claimed = promotion({ state: 'claimed', claimableAmount: null });
    let list = [
      promotion(),
      promotion({
        id: '2',
        kind: 'cashback',
        title: 'Reembolso semanal',
        state: 'process',
        progress: { current: '30.00', target: '100.00' },
        claimableAmount: null,
      }),
    ];
    const { fetchMock } = renderMemberPage('rewardCenter', {
      '/wps/relay/CSP_unreadCount': { count: 0 },
      '/wps/promotions': () => ok(page(list)),
      '/wps/bonuses': BONUSES,
      '/wps/rebate': REBATE,
      '/wps/promotions/1/claim': () => {
        list = [claimed, list[1]!];
        return ok({
          promotion: claimed,
          credit: { amount: '100.00', destination: 'bonus', bonusId: '9' },
          balance: '120.00',
          bonusBalance: '100.00',
        });
      },
    });
    const toClaim = await screen.findByTestId('rc-to-claim');
    expect(within(toClaim).getByText('Bono de bienvenida 100 %')).toBeInTheDocument();
    expect(within(toClaim).getByText(/Recibirá \$100/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rc-bonus-balance')).toHaveTextContent('$80'));
    await waitFor(() => expect(screen.getByTestId('rc-rebate')).toHaveTextContent('$3,50'));
    const progress = within(screen.getByTestId('rc-in-progress')).getByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '30');
    await userEvent.click(within(toClaim).getByTestId('promotion-claim'));
    expect(await screen.findByText(/se añadieron a su saldo de bono/)).toBeInTheDocument();
    const claims = callsTo(fetchMock, '/wps/promotions/1/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.headers['Idempotency-Key']).toMatch(/[0-9a-f-]{36}/);
    await waitFor(() =>
      expect(within(screen.getByTestId('rc-history')).getByText('Reclamada')).toBeInTheDocument(),
    );
  });

  it('a refused claim shows the server’s reason and moves nothing on screen', async () => {
    renderMemberPage('rewardCenter', {
      '/wps/relay/CSP_unreadCount': { count: 0 },
      '/wps/promotions': page([promotion()]),
      '/wps/bonuses': BONUSES,
      '/wps/rebate': REBATE,
      '/wps/promotions/1/claim': () =>
        refusal('promotion_not_eligible', 422, undefined, 'Aún no cumple las condiciones.'),
    });
    await userEvent.click(await screen.findByTestId('promotion-claim'));
    expect(await screen.findByTestId('promotion-error')).toHaveTextContent('Aún no cumple las condiciones.');
    await waitFor(() => expect(screen.getByTestId('rc-bonus-balance')).toHaveTextContent('$80'));
  });

  it('bonus details: balances, wagering progress and the game weights', async () => {
    renderMemberPage('bonusDetails', { '/wps/relay/CSP_unreadCount': { count: 0 }, '/wps/bonuses': BONUSES });
    expect(await screen.findByTestId('bonus-balance')).toHaveTextContent('$80');
    expect(screen.getByTestId('real-balance')).toHaveTextContent('$120');
    expect(screen.getByTestId('wagering-remaining')).toHaveTextContent('$750');
    const bonus = screen.getByTestId('bonus');
    expect(within(bonus).getByText('Activo')).toBeInTheDocument();
    expect(within(bonus).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Tragamonedas: 100 %')).toBeInTheDocument();
    expect(screen.getByText('Juegos de mesa: 10 %')).toBeInTheDocument();
  });

  it('rebate: claims once with one idempotency key, then shows nothing left to claim', async () => {
    let view = REBATE;
    const { fetchMock } = renderMemberPage('manualRebate', {
      '/wps/relay/CSP_unreadCount': { count: 0 },
      '/wps/rebate': () => ok(view),
      '/wps/rebate/claim': () => {
        view = {
          ...REBATE,
          claimable: '0.00',
          lines: [],
          lastClaimedAt: '2026-11-27T01:00:00.000Z',
          lastClaimedAmount: '3.50',
        };
        return ok({ claimed: '3.50', lines: REBATE.lines, balance: '123.50' });
      },
    });
    expect(await screen.findByTestId('rebate-claimable')).toHaveTextContent('$3,50');
    expect(screen.getByTestId('rebate-line')).toHaveTextContent('Tragamonedas');
    await userEvent.click(screen.getByTestId('rebate-claim'));
    expect(await screen.findByTestId('rebate-outcome')).toHaveTextContent('Se acreditaron $3,50');
    const calls = callsTo(fetchMock, '/wps/rebate/claim');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/[0-9a-f-]{36}/);
    await waitFor(() => expect(screen.queryByTestId('rebate-claim')).toBeNull());
    expect(screen.getByText(/No hay reembolso para reclamar/)).toBeInTheDocument();
  });

  it('withdrawal with open wagering: warns with the bonus at stake, and forfeits only when confirmed', async () => {
    const { fetchMock } = renderMemberPage('withdraw', {
      '/wps/relay/CSP_unreadCount': { count: 0 },
      '/wps/payments/withdrawals': (_url: URL, init?: RequestInit) => {
        if ((init?.method ?? 'GET') === 'GET') return ok(page([]));
        const body = JSON.parse(String(init?.body));
        if (!body.forfeitBonus)
          return refusal('bonus_wagering_open', 409, { bonusBalance: '80.00', wageringRemaining: '750.00' });
        return ok({
          id: 'w1',
          amount: body.amount,
          status: 'pending',
          createdAt: '2026-11-27T00:00:00.000Z',
          payoutAccount: null,
        });
      },
    });
    await userEvent.type(await screen.findByLabelText(/Importe/), '50');
    await userEvent.type(screen.getByLabelText(/Contraseña de pago/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar retiro' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('perderá su saldo de bono de $80');
    expect(dialog).toHaveTextContent('$750');
    expect(screen.queryByTestId('form-error')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirar y perder el bono' }));
    await waitFor(() => expect(callsTo(fetchMock, '/wps/payments/withdrawals')).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, '/wps/payments/withdrawals');
    expect(first!.body.forfeitBonus).toBeUndefined();
    expect(second!.body).toMatchObject({ amount: '50.00', forfeitBonus: true });
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });
});
