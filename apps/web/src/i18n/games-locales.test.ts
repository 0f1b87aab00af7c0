import { describe, expect, it } from 'vitest';
import { BACCARAT_SIDES } from '@/features/seamless/engines/baccarat/baccarat';
import { THEMES } from '@/features/seamless/engines/slot/slot-art';
import { KNOWN_ERRORS } from '@/features/seamless/shell/error-text';
import gamesEn from './locales/games/en';
import gamesEs from './locales/games/es';
import gamesPt from './locales/games/pt';
import gamesTy from './locales/games/ty';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the lazy games namespace', () => {
  it.each([
    ['en', gamesEn],
    ['pt', gamesPt],
    ['ty', gamesTy],
  ])('%s has exactly the keys of es, none empty, with the same placeholders', (_name, locale) => {
    expect(Object.keys(locale).sort()).toEqual(Object.keys(gamesEs).sort());
    for (const [key, value] of Object.entries(locale)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(gamesEs[key as keyof typeof gamesEs]));
    }
  });

  it('has the texts the game builds from codes and names', () => {
    const keys = [
      ...KNOWN_ERRORS.map((code) => `err_${code}`),
      'err_unknown',
      ...['rounds', 'loss', 'win', 'balance', 'funds', 'error', 'user'].map((r) => `autoplay_stopped_${r}`),
      ...['rounds', 'loss', 'win', 'floor'].map((f) => `autoplay_invalid_${f}`),
      ...[
        'roll',
        'result',
        'multiplier',
        'pocket',
        'win',
        'mines',
        'player_cards',
        'banker_cards',
        'totals',
      ].map((c) => `check_${c}`),
      ...['grid', 'free_spin', 'deal', 'cards_used'].map((c) => `check_${c}`),
      ...['straight', 'split', 'street', 'corner', 'line', 'low', 'high', 'even', 'odd', 'red', 'black'].map(
        (b) => `roulette_${b}`,
      ),
      ...['green', 'red', 'black'].map((color) => `roulette_color_${color}`),
      ...THEMES.flatMap((theme) =>
        ['A', 'K', 'Q', 'J', 'T', 'H1', 'H2', 'H3', 'W', 'S'].map((s) => `slot_sym_${theme}_${s}`),
      ),
      ...BACCARAT_SIDES.map((side) => `baccarat_${side}`),
      ...['player', 'banker', 'tie'].map((w) => `baccarat_wins_${w}`),
      ...['blackjack', 'win', 'push', 'lose', 'bust'].map((r) => `blackjack_result_${r}`),
      ...['spades', 'hearts', 'diamonds', 'clubs'].map((s) => `suit_${s}`),
      ...['play_roll', 'play_spin', 'play_deal', 'play_start', 'play_bet'],
    ];
    for (const key of keys) expect(gamesEs, key).toHaveProperty(key);
  });
});
