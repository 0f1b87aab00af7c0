import { baccaratTotal } from '@crupier/contract/house/baccarat';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import { DEAL_MS, sideWins } from './baccarat';
import BaccaratView from './baccarat-view';

beforeAll(() => loadNamespace('games'));

describe('baccarat rules', () => {
  it('counts points modulo ten, tens and faces as nothing', () => {
    expect(
      baccaratTotal([
        { rank: 9, suit: 0 },
        { rank: 13, suit: 1 },
      ]),
    ).toBe(9);
    expect(
      baccaratTotal([
        { rank: 7, suit: 0 },
        { rank: 8, suit: 1 },
      ]),
    ).toBe(5);
    expect(sideWins('bankerPair', { winner: 'player', playerPair: false, bankerPair: true })).toBe(true);
    expect(sideWins('tie', { winner: 'player', playerPair: false, bankerPair: false })).toBe(false);
  });
});

describe('the baccarat view', () => {
  it('places chips on the sides and bets their total', async () => {
    const { lastSlip } = renderView(BaccaratView, { bet: '5.00' });
    expect(lastSlip()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Banca' }));
    await userEvent.click(screen.getByRole('button', { name: 'Banca, $5,00 apostado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pareja jugador' }));
    expect(lastSlip()).toEqual({
      params: {
        bets: [
          { side: 'banker', share: 1000 },
          { side: 'playerPair', share: 500 },
        ],
      },
      bet: '15.00',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar fichas' }));
    expect(lastSlip()).toBeNull();
  });

  it('deals the cards and names the winner', async () => {
    const { update } = renderView(BaccaratView, { bet: '1.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Jugador' }));
    vi.useFakeTimers();
    update({
      round: round({
        win: '2.00',
        outcome: {
          player: [
            { rank: 9, suit: 1 },
            { rank: 12, suit: 3 },
          ],
          banker: [
            { rank: 3, suit: 0 },
            { rank: 4, suit: 2 },
          ],
          playerTotal: 9,
          bankerTotal: 7,
          winner: 'player',
          playerPair: false,
          bankerPair: false,
          bets: [{ side: 'player', share: 100, stake: '100' }],
        },
      }),
    });
    expect(screen.getByTestId('baccarat-result')).toHaveTextContent('Repartiendo…');
    act(() => vi.advanceTimersByTime(DEAL_MS));
    expect(screen.getByTestId('baccarat-result')).toHaveTextContent('Gana el jugador · Ganas $2,00');
    expect(screen.getByRole('img', { name: '9 de corazones' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Q de tréboles' })).toBeInTheDocument();
    expect(screen.getByTestId('baccarat-spot-player')).toHaveClass('is-won');
  });
});
