import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import { DT_DEAL_MS } from './dragon-tiger';
import DragonTigerView from './dragon-tiger-view';

beforeAll(() => loadNamespace('games'));

describe('the dragon tiger view', () => {
  it('places chips on the sides, deals and names the winner', async () => {
    const { lastSlip, update } = renderView(DragonTigerView, { bet: '5.00' });
    await userEvent.click(screen.getByTestId('dt-spot-dragon'));
    await userEvent.click(screen.getByTestId('dt-spot-tie'));
    expect(lastSlip()).toEqual({
      params: {
        bets: [
          { side: 'dragon', share: 500 },
          { side: 'tie', share: 500 },
        ],
      },
      bet: '10.00',
    });
    vi.useFakeTimers();
    update({
      round: round({
        win: '10.00',
        outcome: {
          dragon: { rank: 12, suit: 1 },
          tiger: { rank: 4, suit: 0 },
          winner: 'dragon',
          suited: false,
          bets: [],
        },
      }),
    });
    act(() => vi.advanceTimersByTime(DT_DEAL_MS));
    vi.useRealTimers();
    expect(screen.getByTestId('dt-result')).toHaveTextContent('Gana el dragón · Ganas $10,00');
    expect(screen.getByRole('img', { name: 'Q de corazones' })).toBeInTheDocument();
    expect(screen.getByTestId('dt-spot-dragon')).toHaveClass('is-won');
    expect(screen.getByTestId('dt-spot-tie')).not.toHaveClass('is-won');
  });
});
