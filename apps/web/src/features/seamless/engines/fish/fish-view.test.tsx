import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import FishView from './fish-view';

beforeAll(async () => {
  // jsdom draws no canvas: the view paints nothing and still plays.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  await loadNamespace('games');
});

describe('the fish shooting view', () => {
  it('fires a shot of the stake at a fish and shows the catch', async () => {
    const play = vi.fn(async (_action: string, params?: Record<string, unknown>) =>
      round({
        roundId: 'f1',
        win: '4.00',
        outcome: { species: params?.species, multiplier: 2, roll: 1, caught: true },
      }),
    );
    renderView(FishView, { play });
    expect(screen.getByTestId('fish-status')).toHaveTextContent('Toca un pez');
    const target = screen.getAllByRole('button')[0]!;
    await userEvent.click(target);
    expect(play).toHaveBeenCalledWith('bet', expect.objectContaining({ species: expect.any(String) }));
    expect(await screen.findByText(/¡Atrapaste .*! Ganas \$4,00/)).toBeInTheDocument();
  });
});
