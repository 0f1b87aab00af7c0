import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import HoldemView from './holdem-view';

beforeAll(() => loadNamespace('games'));

const c = (rank: number, suit: number) => ({ rank, suit });
const open = {
  ante: '500',
  call: '0',
  player: [c(1, 0), c(1, 1)],
  dealer: [],
  board: [c(2, 2), c(7, 3), c(9, 0)],
  phase: 'decide',
  result: null,
  playerHand: null,
  dealerHand: null,
  dealerQualifies: null,
  returnAntes: 0,
};

describe("the casino hold'em view", () => {
  it('shows the hole cards and the flop, the dealer face down, and calls or folds', async () => {
    const { props } = renderView(HoldemView, {
      round: round({ state: 'debited', bet: '5.00', win: '0.00', outcome: open }),
    });
    expect(screen.getByTestId('holdem-status')).toHaveTextContent('¿Ir por $10,00 o retirarse?');
    expect(screen.getByTestId('holdem-dealer').querySelectorAll('.playing-card--back')).toHaveLength(2);
    expect(screen.getByTestId('holdem-board').querySelectorAll('.playing-card--back')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Ir ($10,00)' }));
    expect(props.play).toHaveBeenCalledWith('call');
    await userEvent.click(screen.getByRole('button', { name: 'Retirarse' }));
    expect(props.play).toHaveBeenCalledWith('fold');
  });

  it('shows the showdown once settled', () => {
    renderView(HoldemView, {
      round: round({
        bet: '15.00',
        win: '20.00',
        outcome: {
          ...open,
          call: '1000',
          dealer: [c(3, 0), c(8, 1)],
          board: [c(2, 2), c(7, 3), c(9, 0), c(12, 1), c(13, 2)],
          phase: 'settled',
          result: 'dealer_not_qualified',
          playerHand: 'pair',
          dealerHand: 'high_card',
          dealerQualifies: false,
          returnAntes: 4,
        },
      }),
    });
    expect(screen.getByTestId('holdem-status')).toHaveTextContent('El crupier no califica · Ganas $20,00');
    expect(screen.getByTestId('holdem-dealer')).toHaveTextContent('No califica');
    expect(screen.queryByRole('button', { name: 'Retirarse' })).toBeNull();
  });
});
