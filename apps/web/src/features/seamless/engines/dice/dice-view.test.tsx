import { diceWins, diceMultiplierBp as multiplierBp } from '@crupier/contract/house/dice';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import { formatMultiplier, targetForMultiplier, winningRange } from './dice';
import DiceView from './dice-view';

beforeAll(() => loadNamespace('games'));

describe('dice rules', () => {
  it('pays 0.99 × 100 / target, rounded down to 1/10,000', () => {
    expect(multiplierBp(4950)).toBe(20000);
    expect(multiplierBp(100)).toBe(990000);
    expect(multiplierBp(9800)).toBe(10102);
    expect(formatMultiplier(20000)).toBe('2.00');
    expect(formatMultiplier(10102)).toBe('1.0102');
    expect(targetForMultiplier(4)).toBe(2475);
    expect(targetForMultiplier(1)).toBe(9800);
    expect(targetForMultiplier(1000)).toBe(100);
  });

  it('wins under the target, or at and over 100 − target', () => {
    expect(diceWins(4949, 4950, 'under')).toBe(true);
    expect(diceWins(4950, 4950, 'under')).toBe(false);
    expect(diceWins(5050, 4950, 'over')).toBe(true);
    expect(diceWins(5049, 4950, 'over')).toBe(false);
    expect(winningRange(2000, 'over')).toEqual([8000, 10000]);
  });
});

describe('the dice view', () => {
  it('bets under 49.50 by default and follows the direction, line and multiplier chosen', async () => {
    const { lastSlip } = renderView(DiceView);
    expect(lastSlip()).toEqual({ params: { target: 4950, direction: 'under' } });
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('$2,00');

    await userEvent.click(screen.getByRole('button', { name: 'Mayor que' }));
    expect(lastSlip()).toEqual({ params: { target: 4950, direction: 'over' } });
    expect(screen.getByLabelText('Tirar por encima de', { selector: 'input:not([type=range])' })).toHaveValue(
      '50,50',
    );

    const multiplier = screen.getByLabelText('Multiplicador');
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '4,00{Enter}');
    expect(lastSlip()).toEqual({ params: { target: 2475, direction: 'over' } });
    expect(screen.getByText('24,75 %')).toBeInTheDocument();
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('$4,00');

    const line = screen.getByLabelText('Tirar por encima de', { selector: 'input:not([type=range])' });
    await userEvent.clear(line);
    await userEvent.type(line, '99{Enter}');
    // The line stops at the table's edge: over 2.00 … 99.00.
    expect(lastSlip()).toEqual({ params: { target: 100, direction: 'over' } });
  });

  it('shows the roll and what it paid', () => {
    const { update } = renderView(DiceView);
    expect(screen.getByTestId('dice-result')).toHaveTextContent('Elige tu línea y tira.');
    update({
      round: round({
        win: '2.00',
        outcome: { roll: 1234, wins: true, multiplierBp: 20000, target: 4950, direction: 'under' },
      }),
    });
    expect(screen.getByTestId('dice-result')).toHaveTextContent('12,34¡Ganas $2,00!');
    update({
      round: round({
        roundId: 'r2',
        outcome: { roll: 9999, wins: false, multiplierBp: 0, target: 4950, direction: 'under' },
      }),
    });
    expect(screen.getByTestId('dice-result')).toHaveTextContent('99,99Sin premio');
  });

  it('keeps its choices while a round is in flight or autoplay runs', () => {
    renderView(DiceView, { autoplaying: true });
    expect(screen.getByRole('button', { name: 'Mayor que' })).toBeDisabled();
    expect(screen.getByLabelText('Multiplicador')).toBeDisabled();
  });
});
