import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import ScratchView from './scratch-view';

beforeAll(() => loadNamespace('games'));

const cells = ['star', 'coin', 'star', 'bell', 'star', 'coin', 'cherry', 'bell', 'clover'];

describe('the scratch card view', () => {
  it('buys a ticket, then lets the player scratch cells or reveal them all', async () => {
    const { lastSlip, update } = renderView(ScratchView);
    expect(lastSlip()).toEqual({ params: {} });
    expect(screen.getByTestId('scratch-status')).toHaveTextContent('Compra un boleto');
    update({
      round: round({ roundId: 's1', win: '20.00', outcome: { cells, symbol: 'star', multiplier: 20 } }),
    });
    expect(screen.getByTestId('scratch-status')).toHaveTextContent('Raspa las casillas');
    await userEvent.click(screen.getByTestId('scratch-cell-0'));
    expect(screen.getByTestId('scratch-cell-0')).toHaveAccessibleName('estrella');
    await userEvent.click(screen.getByRole('button', { name: 'Descubrir todo' }));
    expect(screen.getByTestId('scratch-status')).toHaveTextContent('¡Tres iguales (estrella)! Ganas $20,00');
  });

  it('reveals tickets at once under autoplay', () => {
    const { update } = renderView(ScratchView, { autoplaying: true });
    update({ round: round({ roundId: 's2', outcome: { cells, symbol: null, multiplier: 0 } }) });
    expect(screen.getByTestId('scratch-status')).toHaveTextContent('Sin premio esta vez');
  });

  it('shows the prize multipliers in the UI language’s number format', () => {
    renderView(ScratchView);
    const top = screen.getAllByRole('row')[0]!;
    expect(top).toHaveTextContent('×1.000');
  });
});
