import { handValue } from '@crupier/contract/house/blackjack';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import { allowedActions, handTotalText, type TBlackjackOutcome } from './blackjack';
import BlackjackView from './blackjack-view';

beforeAll(() => loadNamespace('games'));

const c = (rank: number, suit = 0) => ({ rank, suit });
const hand = (
  cards: { rank: number; suit: number }[],
  extra: Partial<TBlackjackOutcome['hands'][0]> = {},
) => ({
  cards,
  stake: '100',
  doubled: false,
  done: false,
  splitAces: false,
  ...extra,
});
const state = (overrides: Partial<TBlackjackOutcome>): TBlackjackOutcome => ({
  dealer: [c(6)],
  hands: [hand([c(8), c(8, 1)])],
  active: 0,
  insurance: null,
  insuranceStake: '0',
  phase: 'player',
  results: [],
  ...overrides,
});
const openRound = (o: TBlackjackOutcome) =>
  round({ state: o.phase === 'settled' ? 'settled' : 'debited', bet: '1.00', outcome: o });

describe('blackjack rules', () => {
  it('counts aces as 11 or 1', () => {
    expect(handValue([c(1), c(6)])).toEqual({ total: 17, soft: true });
    expect(handValue([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false });
    expect(handTotalText([c(1), c(6)])).toBe('7/17');
    expect(handTotalText([c(1), c(6)], true)).toBe('17');
  });

  it('allows what the server allows', () => {
    expect(allowedActions(state({}))).toEqual({
      hit: true,
      stand: true,
      double: true,
      split: true,
      insurance: false,
    });
    expect(allowedActions(state({ hands: [hand([c(8), c(3), c(2)])] }))).toMatchObject({
      double: false,
      split: false,
    });
    expect(allowedActions(state({ hands: [hand([c(10), c(13)])] })).split).toBe(true);
    expect(allowedActions(state({ phase: 'insurance', dealer: [c(1)] })).insurance).toBe(true);
    expect(allowedActions(state({ phase: 'settled' })).hit).toBe(false);
  });
});

describe('the blackjack view', () => {
  it('deals with the selected stake, then offers the moves of an open hand', async () => {
    const { lastSlip, props } = renderView(BlackjackView, { round: openRound(state({})) });
    expect(lastSlip()).toEqual({ params: {} });
    expect(screen.getByTestId('blackjack-status')).toHaveTextContent('Tienes 16. ¿Qué haces?');
    expect(screen.getByRole('img', { name: 'Carta boca abajo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir' }));
    expect(props.play).toHaveBeenCalledWith('hit');
    await userEvent.click(screen.getByRole('button', { name: 'Separar (apuesta $1,00 más)' }));
    expect(props.play).toHaveBeenCalledWith('split');
    expect(screen.getByRole('button', { name: 'Doblar (apuesta $1,00 más)' })).toBeEnabled();
  });

  it('asks about insurance first when the dealer shows an ace', async () => {
    const { props } = renderView(BlackjackView, {
      round: openRound(state({ phase: 'insurance', insurance: 'offered', dealer: [c(1)] })),
    });
    expect(screen.getByTestId('blackjack-status')).toHaveTextContent(
      'El crupier muestra un as. ¿Seguro por $0,50?',
    );
    expect(screen.queryByRole('button', { name: 'Pedir' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sin seguro' }));
    expect(props.play).toHaveBeenCalledWith('no_insurance');
  });

  it('shows the result of each hand once settled', () => {
    renderView(BlackjackView, {
      round: round({
        state: 'settled',
        bet: '2.00',
        win: '2.00',
        outcome: state({
          phase: 'settled',
          dealer: [c(10), c(9)],
          hands: [hand([c(8), c(10)], { done: true }), hand([c(8, 1), c(12), c(2)], { done: true })],
          results: ['lose', 'win'],
        }),
      }),
    });
    expect(screen.getByTestId('blackjack-status')).toHaveTextContent('Ganas $2,00');
    const hands = screen.getAllByTestId('blackjack-hand');
    expect(hands[0]).toHaveTextContent('Pierdes');
    expect(hands[1]).toHaveTextContent('Ganas');
    expect(screen.queryByRole('group', { name: 'Jugadas' })).not.toBeInTheDocument();
  });
});
