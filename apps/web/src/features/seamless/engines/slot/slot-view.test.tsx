import { lineWin, PAYTABLES, paytableOf, type SlotSymbol as TSlotSymbol } from '@crupier/contract/house/slot';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '@/features/seamless/engines/shared/test-view';
import { gameSession, round } from '@/features/seamless/shell/test-session';
import { loadNamespace } from '@/i18n/i18n';
import en from '@/i18n/locales/games/en';
import es from '@/i18n/locales/games/es';
import pt from '@/i18n/locales/games/pt';
import ty from '@/i18n/locales/games/ty';
import { FREE_SPIN_MS, SPIN_MS } from './reveal';
import { lineHits } from './slot';
import { THEME_ART, THEMES } from './slot-art';
import SlotView from './slot-view';

beforeAll(() => loadNamespace('games'));

const A = PAYTABLES.a;
// grid[reel][row]: the middle row (line 1) holds K K W K Q; the top row three H1.
const GRID: TSlotSymbol[][] = [
  ['H1', 'K', 'T'],
  ['H1', 'K', 'J'],
  ['H1', 'W', 'Q'],
  ['A', 'K', 'S'],
  ['J', 'Q', 'T'],
];

describe('slot line wins', () => {
  it('counts runs from the left with wilds standing in', () => {
    expect(lineWin(['K', 'K', 'W', 'K', 'Q'], A)).toEqual({ pay: 40, run: 4 });
    expect(lineWin(['W', 'W', 'W', 'J', 'K'], A)).toEqual({ pay: 80, run: 3 });
    expect(lineWin(['W', 'W', 'W', 'Q', 'Q'], A)).toEqual({ pay: 120, run: 5 });
    expect(lineWin(['W', 'W', 'W', 'W', 'K'], A)).toEqual({ pay: 300, run: 4 });
    expect(lineWin(['S', 'S', 'S', 'K', 'K'], A)).toEqual({ pay: 0, run: 0 });
    expect(lineWin(['Q', 'K', 'K', 'K', 'K'], A)).toEqual({ pay: 0, run: 0 });
  });

  it('finds the winning lines of a grid and their cells', () => {
    const hits = lineHits(GRID, A);
    expect(hits).toContainEqual({
      line: 0,
      pay: 40,
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 1],
      ],
    });
    expect(hits).toContainEqual({
      line: 1,
      pay: 60,
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    });
    expect(lineHits(GRID, A, 2)[0]?.pay).toBe(80);
  });

  it('picks the paytable of the variant', () => {
    expect(paytableOf('aur-b').id).toBe('b');
    expect(paytableOf(null).id).toBe('a');
    expect(paytableOf('zzz').id).toBe('a');
  });
});

describe('the slot view', () => {
  it('spins for the selected bet and shows the reels, the winning lines and the paytable', () => {
    const { lastSlip } = renderView(SlotView, {
      bet: '2.00',
      round: round({
        bet: '2.00',
        win: '10.00',
        outcome: { paytable: 'a', grid: GRID, lineWins: [], scatters: 1, freeSpins: [], lineBets: 100 },
      }),
    });
    expect(lastSlip()).toEqual({ params: {} });
    expect(screen.getAllByRole('img', { name: 'Siete rojo' }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('slot-status')).toHaveTextContent('Ganas $10,00');
    const wins = screen.getByTestId('slot-line-wins');
    expect(within(wins).getByText('Línea 1: $4,00')).toBeInTheDocument();
    expect(within(wins).getByText('Línea 2: $6,00')).toBeInTheDocument();
    // Paytable in money for the bet: three sevens pay 60 line bets of $0.10.
    const row = screen.getAllByRole('row').find((r) => within(r).queryByRole('img', { name: 'Siete rojo' }));
    expect(row).toHaveTextContent('$6,00$20,00$100,00');
  });

  it('plays the free spins one by one with their counter', () => {
    const { update } = renderView(SlotView, { bet: '1.00' });
    vi.useFakeTimers();
    update({
      round: round({
        bet: '1.00',
        win: '9.00',
        outcome: {
          paytable: 'a',
          grid: GRID.map((reel, r) => (r < 3 ? ['S', reel[1]!, reel[2]!] : reel)),
          lineWins: [],
          scatters: 3,
          freeSpins: [
            { grid: GRID, win: 200 },
            { grid: GRID, win: 0 },
          ],
          lineBets: 180,
        },
      }),
    });
    expect(screen.getByTestId('slot-status')).toHaveTextContent('Girando…');
    act(() => vi.advanceTimersByTime(SPIN_MS));
    expect(screen.getByTestId('slot-status')).toHaveTextContent('¡10 giros gratis!');
    act(() => vi.advanceTimersByTime(200 + FREE_SPIN_MS / 2));
    expect(screen.getByTestId('free-spins')).toHaveTextContent('Giro gratis 1 de 2');
    act(() => vi.advanceTimersByTime(FREE_SPIN_MS));
    expect(screen.getByTestId('free-spins')).toHaveTextContent('Giro gratis 2 de 2');
    expect(screen.getByTestId('slot-total')).toHaveTextContent('Total de la ronda con giros gratis: $9,00');
  });
});

describe('slot symbol names', () => {
  it('names every drawing of every theme in es, en, pt and ty, wild and scatter as such', () => {
    for (const table of [es, en, pt, ty] as Record<string, string>[]) {
      for (const theme of THEMES) {
        const names = Object.keys(THEME_ART[theme].symbols).map((s) => table[`slot_sym_${theme}_${s}`]);
        expect(
          names.every((name) => name && name.trim().length > 0),
          theme,
        ).toBe(true);
        // Base symbols are told apart by name (the wild may repeat a base symbol's drawing).
        const base = names.filter((_, i) => !['W', 'S'].includes(Object.keys(THEME_ART[theme].symbols)[i]!));
        expect(new Set(base).size, theme).toBe(base.length);
      }
    }
    expect(es.slot_sym_egypt_W).toMatch(/^Comodín/);
    expect(en.slot_sym_egypt_W).toMatch(/^Wild/);
    expect(es.slot_sym_egypt_S).toMatch(/^Dispersión/);
    expect(en.slot_sym_egypt_S).toMatch(/^Scatter/);
  });

  it('labels the grid and the paytable with the theme’s names', () => {
    renderView(SlotView, {
      session: gameSession({ variant: 'aur-egypt-a' }),
      bet: '1.00',
      round: round({
        bet: '1.00',
        win: '0.00',
        outcome: { paytable: 'a', grid: GRID, lineWins: [], scatters: 1, freeSpins: [], lineBets: 0 },
      }),
    });
    expect(screen.getAllByRole('img', { name: 'Anj' }).length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('img', { name: 'Comodín (Ojo de Horus)' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('img', { name: 'Dispersión (Pirámide)' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('img', { name: 'Siete' })).toBeNull();
  });
});
