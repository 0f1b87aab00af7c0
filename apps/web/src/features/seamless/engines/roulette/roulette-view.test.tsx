import { coveredPockets, MAX_ROULETTE_BETS } from '@crupier/contract/house/roulette';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import RouletteView from './roulette-view';
import { addChip, betKey, insideSpots, rouletteParams, SPIN_MS } from './table';

beforeAll(() => loadNamespace('games'));

describe('the roulette table', () => {
  it('offers every inside bet the server takes, each once', () => {
    const spots = insideSpots();
    const count = (type: string) => spots.filter((s) => s.bet.type === type).length;
    // 57 splits between numbers and 3 with the zero, 22 corners, 12 streets, 11 six lines.
    expect(count('split')).toBe(60);
    expect(count('corner')).toBe(22);
    expect(count('street')).toBe(12);
    expect(count('line')).toBe(11);
    expect(new Set(spots.map((s) => betKey(s.bet))).size).toBe(spots.length);
    // The server takes each spot as placed (it throws on a bet not on the table), covering exactly the
    // numbers the spot shows.
    for (const { bet } of spots) {
      const shown = 'numbers' in bet ? [...bet.numbers].sort((a, b) => a - b) : [];
      expect(coveredPockets(bet)).toEqual(shown);
    }
  });

  it('stacks chips per spot, up to 50 spots, and shares the stake by them', () => {
    let stacks = addChip([], { type: 'red' }, 100n);
    stacks = addChip(stacks, { type: 'split', numbers: [2, 1] }, 50n);
    stacks = addChip(stacks, { type: 'red' }, 100n);
    expect(rouletteParams(stacks)).toEqual({
      bets: [
        { bet: { type: 'red' }, share: 200 },
        { bet: { type: 'split', numbers: [2, 1] }, share: 50 },
      ],
    });
    let many = stacks;
    for (let n = 0; n <= 36; n++) many = addChip(many, { type: 'straight', numbers: [n] }, 10n);
    for (const spot of insideSpots().slice(0, 20)) many = addChip(many, spot.bet, 10n);
    expect(many).toHaveLength(MAX_ROULETTE_BETS);
  });
});

describe('the roulette view', () => {
  it('places chips of the selected value and bets them all', async () => {
    const { lastSlip } = renderView(RouletteView, { bet: '5.00' });
    expect(lastSlip()).toBeNull();
    const table = screen.getByRole('group', { name: 'Mesa de ruleta' });
    await userEvent.click(within(table).getByRole('button', { name: 'Número 17' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Caballo 1-2' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Rojo' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Número 17, $5,00 apostado' }));
    expect(lastSlip()).toEqual({
      params: {
        bets: [
          { bet: { type: 'straight', numbers: [17] }, share: 1000 },
          { bet: { type: 'split', numbers: [1, 2] }, share: 500 },
          { bet: { type: 'red' }, share: 500 },
        ],
      },
      bet: '20.00',
    });
    expect(screen.getByTestId('roulette-total')).toHaveTextContent('$20,00');
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(lastSlip()?.bet).toBe('15.00');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar fichas' }));
    expect(lastSlip()).toBeNull();
  });

  it('spins, then shows the pocket and the winning spots', async () => {
    const { update } = renderView(RouletteView, { bet: '1.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Negro' }));
    vi.useFakeTimers();
    update({
      round: round({
        bet: '1.00',
        win: '2.00',
        outcome: { pocket: 17, color: 'black', bets: [{ bet: { type: 'black' }, share: 100, stake: '100' }] },
      }),
    });
    expect(screen.getByTestId('roulette-result')).toHaveTextContent('La bola gira…');
    expect(screen.getByRole('button', { name: /Negro/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(SPIN_MS));
    expect(screen.getByTestId('roulette-result')).toHaveTextContent('17 negro · Ganas $2,00');
    expect(screen.getByRole('button', { name: 'Negro, $1,00 apostado' })).toHaveAttribute('data-won', 'true');
    expect(screen.getByRole('button', { name: 'Número 17' })).toHaveClass('is-hit');
  });
});
