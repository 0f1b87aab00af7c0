import type { TOpsApplication, TOpsPromotion } from '@crupier/contract/ops-promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, okJson, renderOpsPage } from '@/features/backoffice/pages/players/render-ops-page';
import { WELCOME_REWARD, WELCOME_RULES } from '@/features/promotions/test-fixtures';
import { loadNamespace } from '@/i18n/i18n';
import { PromotionsPage } from './promotions-page';

beforeAll(() => loadNamespace('backoffice'));

const WELCOME: TOpsPromotion = {
  id: '1',
  kind: 'deposit_match',
  status: 'active',
  titles: { es: 'Bono de bienvenida 100 %', en: 'Welcome bonus 100 %' },
  bodies: {},
  imageUrl: null,
  audience: 'all',
  agentAccountId: null,
  requiresApproval: false,
  repeat: 'once',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  rules: WELCOME_RULES,
  reward: WELCOME_REWARD,
  sort: 0,
  participants: 12,
  rewardsCount: 9,
  rewardsTotal: '840.00',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const APPLICATION: TOpsApplication = {
  id: '5',
  promotionId: '3',
  promotionTitle: 'Bono VIP',
  accountId: '42',
  username: 'cliente2',
  remark: 'Soy VIP',
  state: 'applying',
  amount: null,
  reason: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  decidedAt: null,
};
const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 20, totalPages: 1, total: list.length });

function renderPromotions() {
  return renderOpsPage(<PromotionsPage />, {
    path: '/backoffice/promotions',
    pattern: '/backoffice/promotions',
    roles: ['content'],
    handlers: {
      '/ops/content/languages': { defaultLanguage: 'es', languages: ['es', 'en'] },
      '/ops/promotions': (_url: URL, init?: RequestInit) =>
        okJson(init?.method === 'POST' ? { ...WELCOME, id: '7' } : page([WELCOME])),
      '/ops/promotions/applications': page([APPLICATION]),
      '/ops/promotions/applications/5/approve': () => okJson({ ...APPLICATION, state: 'issued' }),
      '/ops/promotions/rebate-rates': { rates: [{ gameType: 'slots', vipLevel: 0, rate: '0.50' }] },
    },
  });
}

describe('the back office promotions page', () => {
  it('lists promotions with their figures and creates a cashback with a reason', async () => {
    const { fetchMock } = renderPromotions();
    const table = await screen.findByTestId('promotions-table');
    expect(await within(table).findByText('Bono de bienvenida 100 %')).toBeInTheDocument();
    expect(within(table).getByText('Bono de depósito')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nueva promoción' }));
    const editor = await screen.findByTestId('promotion-editor');
    await userEvent.selectOptions(within(editor).getByLabelText('Tipo'), 'cashback');
    await userEvent.type(within(editor).getByLabelText('Título (ES)'), 'Reembolso semanal');
    await userEvent.type(within(editor).getByLabelText('Porcentaje'), '10');
    await userEvent.type(within(editor).getByLabelText('Tope por miembro'), '200.00');
    await userEvent.type(within(editor).getByLabelText(/Motivo del cambio/), 'campaña de diciembre');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      const posts = callsTo(fetchMock, '/ops/promotions').filter((c) => c.body);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toMatchObject({
        kind: 'cashback',
        titles: { es: 'Reembolso semanal' },
        formula: 'loss_percent',
        percent: '10',
        maxAmount: '200.00',
        wageringMultiple: 0,
        reason: 'campaña de diciembre',
      });
    });
  }, 20_000);

  it('approves an application with another amount and a reason', async () => {
    const { fetchMock } = renderPromotions();
    await userEvent.click(await screen.findByRole('tab', { name: 'Solicitudes' }));
    const table = await screen.findByTestId('applications-table');
    expect(await within(table).findByText('cliente2')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByTestId('reason-dialog');
    await userEvent.type(within(dialog).getByLabelText(/Importe/), '25.00');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'cumple el nivel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => {
      const calls = callsTo(fetchMock, '/ops/promotions/applications/5/approve');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body).toEqual({ reason: 'cumple el nivel', amount: '25.00' });
    });
  }, 20_000);
});
