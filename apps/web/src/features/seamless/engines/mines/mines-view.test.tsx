import { minesMultiplier } from '@crupier/contract/house/mines';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import { minesPayout } from '../../../../../../server/src/modules/house/engines';
import { cashoutMinor } from './mines';
import MinesView from './mines-view';

beforeAll(() => loadNamespace('games'));

const open = (revealed: number[], count = 3) =>
  round({ state: 'debited', bet: '1.00', outcome: { count, revealed, busted: false } });

describe('mines figures', () => {
  it('pay what the server pays on cash out', () => {
    for (const count of [1, 3, 10, 24]) {
      for (const picks of [1, 2, 25 - count].filter((n) => n <= 25 - count)) {
        const revealed = Array.from({ length: picks }, (_, i) => i);
        expect(cashoutMinor(1000n, count, picks)).toBe(
          minesPayout({ mines: [], count, revealed, busted: false }, 1000n),
        );
      }
    }
    expect(minesMultiplier(3, 0)).toBeCloseTo(0.99);
    expect(cashoutMinor(1000n, 3, 0)).toBe(0n);
  });
});

describe('the mines view', () => {
  it('starts with the chosen number of mines', async () => {
    const { lastSlip } = renderView(MinesView);
    expect(lastSlip()).toEqual({ params: { mines: 3 } });
    await userEvent.selectOptions(screen.getByLabelText('Minas'), '5');
    expect(lastSlip()).toEqual({ params: { mines: 5 } });
    expect(screen.getAllByTestId('mines-tile').every((tile) => (tile as HTMLButtonElement).disabled)).toBe(
      true,
    );
  });

  it('reveals tiles and cashes out an open round', async () => {
    const { props } = renderView(MinesView, { round: open([7]) });
    expect(screen.getByTestId('mines-status')).toHaveTextContent(
      'Puedes cobrar $1,12 o seguir descubriendo.',
    );
    expect(screen.getByLabelText('Minas')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Casilla 8: segura' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Casilla 1' }));
    expect(props.play).toHaveBeenCalledWith('reveal', { tile: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Cobrar $1,12' }));
    expect(props.play).toHaveBeenCalledWith('cashout');
  });

  it('cannot cash out before a safe tile', () => {
    renderView(MinesView, { round: open([]) });
    expect(screen.getByTestId('mines-cashout')).toBeDisabled();
    expect(screen.getByTestId('mines-status')).toHaveTextContent('Descubre una casilla.');
  });

  it('shows where the mines were once the round is over', () => {
    renderView(MinesView, {
      round: round({
        state: 'settled',
        outcome: { count: 2, revealed: [0, 5], busted: true, mines: [5, 9] },
      }),
    });
    expect(screen.getByTestId('mines-status')).toHaveTextContent('¡Mina! Pierdes la apuesta.');
    expect(screen.getByRole('button', { name: 'Casilla 6: mina' })).toHaveAttribute('data-face', 'mine');
    expect(screen.getByRole('button', { name: 'Casilla 10: mina' })).toHaveAttribute('data-face', 'mine-dim');
    expect(screen.getByRole('button', { name: 'Casilla 1: segura' })).toHaveAttribute('data-face', 'gem');
    // The next round starts with the same number of mines.
    expect(screen.getByLabelText('Minas')).toHaveValue('2');
  });
});
