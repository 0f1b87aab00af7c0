import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import { SIC_BO_ROLL_MS, SIC_BO_SPOTS } from './sic-bo';
import SicBoView from './sic-bo-view';

beforeAll(() => loadNamespace('games'));

describe('the sic bo view', () => {
  it('has every bet of the table once (50 spots)', () => {
    expect(SIC_BO_SPOTS).toHaveLength(50);
  });

  it('places chips on spots and bets their total, then shows the dice and the winning spots', async () => {
    const { lastSlip, update } = renderView(SicBoView, { bet: '1.00' });
    await userEvent.click(screen.getByTestId('sicbo-spot-big'));
    await userEvent.click(screen.getByTestId('sicbo-spot-total-9'));
    await userEvent.click(screen.getByTestId('sicbo-spot-total-9'));
    expect(lastSlip()).toEqual({
      params: {
        bets: [
          { bet: { type: 'big' }, share: 100 },
          { bet: { type: 'total', total: 9 }, share: 200 },
        ],
      },
      bet: '3.00',
    });
    vi.useFakeTimers();
    update({ round: round({ win: '0.00', outcome: { dice: [2, 3, 4], total: 9, bets: [] } }) });
    act(() => vi.advanceTimersByTime(SIC_BO_ROLL_MS));
    vi.useRealTimers();
    expect(screen.getByTestId('sicbo-result')).toHaveTextContent('Total 9');
    expect(screen.getByTestId('sicbo-spot-total-9')).toHaveClass('is-won');
    expect(screen.getByTestId('sicbo-spot-small')).toHaveClass('is-won');
    expect(screen.getByTestId('sicbo-spot-big')).not.toHaveClass('is-won');
  });
});
