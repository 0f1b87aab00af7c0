import type { TMissionSummary, TVipState } from '@crupier/contract/loyalty';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, ok, renderMemberPage } from '@/features/member/test-api';
import { loadNamespace } from '@/i18n/i18n';

beforeAll(() =>
  Promise.all([loadNamespace('wallet'), loadNamespace('membercentre'), loadNamespace('loyalty')]),
);

const mission = (overrides: Partial<TMissionSummary['missions'][number]> = {}) => ({
  id: 1,
  period: 'daily' as const,
  kind: 'rounds' as const,
  name: 'Juegue 10 rondas hoy',
  target: '10',
  progress: '10',
  percent: 100,
  rewardPoints: 20,
  state: 'claimable' as const,
  periodStart: '2026-11-27T06:00:00.000Z',
  periodEnd: '2026-11-28T06:00:00.000Z',
  ...overrides,
});

const VIP: TVipState = {
  enabled: true,
  level: 1,
  levelName: 'VIP 1 Bronce',
  levels: [1, 2].map((level) => ({
    level,
    name: level === 1 ? 'VIP 1 Bronce' : 'VIP 2 Plata',
    minTurnover: level === 1 ? '100.00' : '50000.00',
    minDeposits: level === 1 ? '0.00' : '5000.00',
    keepTurnover: '30.00',
    rebateRate: '0.40',
    dailyWithdrawalLimit: '100000.00',
    dailyWithdrawalCount: 4,
    birthdayBonus: '18.00',
    levelUpBonus: '5.00',
  })),
  progress: {
    turnover: '12500.00',
    deposits: '1000.00',
    next: {
      level: 2,
      name: 'VIP 2 Plata',
      turnoverPercent: 25,
      depositsPercent: 20,
      turnoverLeft: '37500.00',
      depositsLeft: '4000.00',
    },
    monthTurnover: '15.00',
    keepPercent: 50,
  },
};

describe('loyalty member pages', () => {
  it('missionLeaderboard: the menu badge counts claimable missions; a claim is keyed and refreshes the list', async () => {
    let claimed = false;
    const summary = () => ({
      missions: [
        mission({ state: claimed ? 'claimed' : 'claimable' }),
        mission({
          id: 2,
          period: 'weekly',
          kind: 'slot_wager',
          name: 'Apueste $500',
          target: '500.00',
          progress: '120.00',
          percent: 24,
          state: 'in_progress',
        }),
      ],
      claimableCount: claimed ? 0 : 1,
    });
    const { fetchMock } = renderMemberPage('missionLeaderboard', {
      '/wps/relay/CSP_unreadCount': { count: 0 },
      '/wps/relay/MCSFE_getMissionSummaryDetails': () => ok(summary()),
      '/wps/relay/MCSFE_getMissionLeaderboard': {
        period: 'weekly',
        periodStart: '2026-11-23T06:00:00.000Z',
        periodEnd: '2026-11-30T06:00:00.000Z',
        list: [{ rank: 1, name: 'cl***e2', points: 20, me: false }],
        me: null,
      },
      '/wps/missions/1/claim': () => {
        claimed = true;
        return ok(mission({ state: 'claimed' }));
      },
    });
    expect(await screen.findByTestId('mission-badge')).toHaveTextContent('1');
    const cards = await screen.findAllByTestId('mission');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText(/\$120,00 \/ \$500,00/)).toBeInTheDocument();
    expect(await screen.findByTestId('leaderboard')).toHaveTextContent('cl***e2');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Reclamar' }));
    await waitFor(() => expect(screen.queryByTestId('mission-badge')).toBeNull());
    const calls = callsTo(fetchMock, '/wps/missions/1/claim');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('mission')[0]).toHaveAttribute('data-state', 'claimed'));
  });

  it('vip: my level, progress bars towards the next level and every level’s benefits', async () => {
    renderMemberPage('vip', { '/wps/relay/CSP_unreadCount': { count: 0 }, '/wps/vip': VIP });
    expect(await screen.findByTestId('vip-level')).toHaveTextContent('Su nivel: VIP 1 Bronce');
    const turnover = within(screen.getByTestId('vip-turnover')).getByRole('progressbar');
    expect(turnover).toHaveAttribute('aria-valuenow', '25');
    expect(within(screen.getByTestId('vip-deposits')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    const rows = within(screen.getByTestId('vip-levels')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('0.40%');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
  });
});
