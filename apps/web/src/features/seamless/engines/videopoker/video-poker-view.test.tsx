import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import VideoPokerView from './video-poker-view';

beforeAll(() => loadNamespace('games'));

const c = (rank: number, suit: number) => ({ rank, suit });
const dealt = [c(11, 0), c(11, 1), c(4, 2), c(9, 3), c(2, 0)];

describe('the video poker view', () => {
  it('shows the pay table for the stake, holds the tapped cards and draws with them', async () => {
    const { props, update } = renderView(VideoPokerView, { bet: '2.00' });
    expect(screen.getByRole('table', { name: 'Tabla de pagos (para su apuesta)' })).toHaveTextContent(
      'Escalera real$1.600,00',
    );
    update({
      round: round({
        state: 'debited',
        bet: '2.00',
        win: '0.00',
        outcome: { dealt, held: null, cards: dealt, phase: 'deal', hand: 'jacks_or_better', pays: 1 },
      }),
    });
    expect(screen.getByTestId('vp-status')).toHaveTextContent('Tiene Pareja de jotas o más');
    const cards = screen.getAllByTestId('vp-card');
    await userEvent.click(cards[0]!);
    await userEvent.click(cards[1]!);
    expect(cards[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(props.play).toHaveBeenCalledWith('draw', { holds: [true, true, false, false, false] });
  });

  it('names the final hand and the win', () => {
    const final = [c(11, 0), c(11, 1), c(11, 2), c(9, 3), c(2, 0)];
    renderView(VideoPokerView, {
      round: round({
        bet: '1.00',
        win: '3.00',
        outcome: {
          dealt,
          held: [true, true, false, false, false],
          cards: final,
          phase: 'settled',
          hand: 'three_of_a_kind',
          pays: 3,
        },
      }),
    });
    expect(screen.getByTestId('vp-status')).toHaveTextContent('Trío · Ganas $3,00');
    expect(screen.queryByRole('button', { name: 'Cambiar' })).toBeNull();
  });
});
