import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import { kenoSummary } from './keno';
import KenoView from './keno-view';

beforeAll(() => loadNamespace('games'));

describe('the keno view', () => {
  it('bets the marked numbers, at most ten, and shows the paytable of the pick count', async () => {
    const { lastSlip } = renderView(KenoView);
    expect(lastSlip()).toBeNull();
    await userEvent.click(screen.getByTestId('keno-7'));
    await userEvent.click(screen.getByTestId('keno-3'));
    expect(lastSlip()).toEqual({ params: { picks: [3, 7] } });
    expect(screen.getByTestId('keno-paytable')).toHaveTextContent('×9,50');
    await userEvent.click(screen.getByTestId('keno-7'));
    expect(lastSlip()).toEqual({ params: { picks: [3] } });
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selección rápida' }));
    expect(lastSlip().params.picks).toHaveLength(5);
  });

  it('shows the drawn numbers and the hits of a round', () => {
    const { update } = renderView(KenoView);
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
    update({
      round: round({
        roundId: 'k1',
        win: '12.20',
        outcome: { picks: [1, 2, 3, 4, 50], drawn, hits: [1, 2, 3, 4], payHundredths: 1220 },
      }),
    });
    // A round there when the view mounts shows at once; one arriving later lights up first.
    expect(screen.getByTestId('keno-status')).toHaveTextContent(/Sorteando|4 aciertos de 5/);
  });

  it('sums a round up with its multiplier to two decimals, shown in the UI language', () => {
    const played = round({
      outcome: { picks: [1, 2, 3, 4, 50], drawn: [], hits: [1, 2, 3, 4], payHundredths: 950 },
    });
    expect(kenoSummary(played)).toBe('4/5 ×9.50');
    expect(localizeDecimals(kenoSummary(played), 'es')).toBe('4/5 ×9,50');
    expect(localizeDecimals(kenoSummary(played), 'en')).toBe('4/5 ×9.50');
  });
});
