import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { STUDIOS } from './catalog-data';
import { ptTyNames } from './catalog-names';
import { tableRngGame } from './catalog-tables';

const catalog = buildCatalog(2_400, new Map(STUDIOS.map((s, i) => [s.code, i + 1])));
const engineOf = (pattern: RegExp) =>
  new Set(catalog.filter((g) => pattern.test(g.names!.en!)).map((g) => g.engine));

describe('the demo catalogue names its card and table games by their engine', () => {
  it('keeps 2,400 games', () => {
    expect(catalog).toHaveLength(2_400);
  });

  it('live tables and card games run the engine of their title', () => {
    const live = catalog.filter((g) => g.gameType === 'LIVE' || g.gameType === 'PVP');
    for (const g of live) {
      const title = g.names!.en!;
      const expected = title.startsWith('Dragon Tiger')
        ? 'dragontiger'
        : title.startsWith('Sic Bo')
          ? 'sicbo'
          : title.startsWith("Casino Hold'em")
            ? 'holdem'
            : title.startsWith('Jacks or Better')
              ? 'videopoker'
              : /Roulette/.test(title)
                ? 'roulette'
                : /Blackjack/.test(title)
                  ? 'blackjack'
                  : /Baccarat/.test(title)
                    ? 'baccarat'
                    : 'unknown';
      expect(g.engine, title).toBe(expected);
    }
    expect(engineOf(/Lightning|Dice Duel|Omaha|Rummy|Teen Patti|Mahjong|Truco|Brisca|Texas/).size).toBe(0);
  });

  it('video poker and table games say which game they are', () => {
    const vp = catalog.filter((g) => g.gameClassify === 'VP');
    expect(vp.length).toBeGreaterThan(50);
    for (const g of vp) {
      expect(g.engine).toBe('videopoker');
      expect(g.names!.en).toMatch(/ Poker$/);
    }
    const tg = catalog.filter((g) => g.gameClassify === 'TG');
    expect(new Set(tg.map((g) => g.engine))).toEqual(
      new Set(['roulette', 'blackjack', 'baccarat', 'holdem', 'sicbo']),
    );
    for (const g of tg) {
      const kind = {
        roulette: 'Roulette',
        blackjack: 'Blackjack',
        baccarat: 'Baccarat',
        holdem: "Hold'em",
        sicbo: 'Sic Bo',
      }[g.engine as string]!;
      expect(g.names!.en!.endsWith(kind), g.names!.en).toBe(true);
    }
  });

  it('names them in es, en, pt and ty', () => {
    expect(tableRngGame('TG', 4)?.names).toEqual({ en: 'Golden Sun Sic Bo', es: 'Sic Bo Sol Dorado' });
    expect(tableRngGame('VP', 1)?.names).toEqual({ en: 'Golden Fortune Poker', es: 'Póquer Fortuna Dorada' });
    expect(ptTyNames('Golden Fortune Poker')).toEqual({
      pt: 'Pôquer Fortuna Dourada',
      ty: 'Poker Gintong Kapalaran',
    });
    expect(ptTyNames("Golden Dragon Hold'em").pt).toBe("Hold'em Dragão Dourado");
    expect(ptTyNames('Auto Roulette 2')).toEqual({ pt: 'Roleta Automática 2', ty: 'Awtomatikong Roleta 2' });
    expect(ptTyNames('Dragon Tiger 4').pt).toBe('Dragão Tigre 4');
  });
});
