import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { rngGame, SLOT_THEMES, slotThemeOf } from './catalog-arcade';
import { STUDIOS } from './catalog-data';

const catalog = buildCatalog(2_400, new Map(STUDIOS.map((s, i) => [s.code, i + 1])));

describe('slot, scratch, keno and arcade names of the demo catalogue', () => {
  it('keeps 2,400 games and gives every name the engine it promises', () => {
    expect(catalog).toHaveLength(2_400);
    const promise: [RegExp, string][] = [
      [/ Scratch$/, 'scratch'],
      [/ Fishing$/, 'fish'],
      [/ Keno/, 'keno'],
      [/ Crash$/, 'crash'],
      [/ Mines$/, 'mines'],
      [/ Dice$/, 'dice'],
    ];
    for (const game of catalog.filter((g) => g.gameType === 'RNG')) {
      const named = promise.find(([pattern]) => pattern.test(game.names.en!));
      if (named) expect(game.engine, game.names.en).toBe(named[1]);
      if (game.gameClassify === null || game.gameClassify === 'JP') expect(game.engine).toBe('slot');
    }
    const engines = (classify: string) =>
      new Set(catalog.filter((g) => g.gameClassify === classify).map((g) => g.engine));
    expect(engines('SC')).toEqual(new Set(['scratch']));
    expect(engines('BG')).toEqual(new Set(['keno']));
    expect(engines('AC')).toEqual(new Set(['fish', 'keno', 'crash', 'mines', 'dice']));
    expect(new Set(catalog.filter((g) => g.gameType === 'FISH').map((g) => g.engine))).toEqual(
      new Set(['fish']),
    );
  });

  it('themes slots by their name, in the variant, over every theme', () => {
    expect(slotThemeOf('Dragon', 'Golden')).toBe('dragons');
    expect(slotThemeOf('Pyramid', 'Wild')).toBe('egypt');
    expect(slotThemeOf('Mango', 'Jade')).toBe('dragons');
    expect(rngGame(null, 0)).toMatchObject({
      names: { en: 'Golden Dragon' },
      engine: 'slot',
      theme: 'dragons',
    });
    const slots = catalog.filter((g) => g.engine === 'slot' && g.gameType === 'RNG');
    const themes = new Set(slots.map((g) => g.variant!.split('-')[1]));
    expect(themes).toEqual(new Set(SLOT_THEMES));
    for (const slot of slots) expect(slot.variant).toMatch(/^[a-z]+-[a-z]+-[abc]$/);
    const dragon = slots.find((g) => g.names.en!.includes('Dragon'))!;
    expect(dragon.variant).toContain('-dragons-');
  });
});
