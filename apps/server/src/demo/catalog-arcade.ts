import { ADJECTIVES, NOUNS, SUFFIXES } from './catalog-data';

/**
 * Names, engines and slot themes of the demo catalogue's RNG games outside the card and table
 * sub-categories (docs/games.md, "Engine map"): every name promises the engine it runs.
 *
 * - slots (no sub-category, JP): "<Adjective> <Noun> [suffix]"; the theme follows the noun (and a few
 *   adjectives), so "Dragon …" shows dragons; the variant is `<studio>-<theme>-<paytable>`.
 * - SC: scratch cards, "<Adjective> <Noun> Scratch".
 * - AC: arcade games that say what they are: "… Fishing" (fish), "… Keno" (keno), "… Crash" (crash),
 *   "… Mines" (mines), "… Dice" (dice), in turn.
 * - BG: keno ("Keno <Noun>"), not bingo.
 */
export const SLOT_THEMES = ['fruits', 'egypt', 'ocean', 'aztec', 'space', 'dragons', 'safari'] as const;
export type SlotTheme = (typeof SLOT_THEMES)[number];

const NOUN_THEMES: Record<string, SlotTheme> = {
  Dragon: 'dragons',
  Phoenix: 'dragons',
  Samurai: 'dragons',
  Tiger: 'dragons',
  Fortune: 'dragons',
  Pyramid: 'egypt',
  Queen: 'egypt',
  King: 'egypt',
  Crown: 'egypt',
  Treasure: 'egypt',
  Gem: 'egypt',
  Pearl: 'ocean',
  Mermaid: 'ocean',
  Pirate: 'ocean',
  River: 'ocean',
  Jaguar: 'aztec',
  Temple: 'aztec',
  Sun: 'aztec',
  Serpent: 'aztec',
  Eagle: 'aztec',
  Mask: 'aztec',
  Condor: 'aztec',
  Skull: 'aztec',
  Volcano: 'aztec',
  Star: 'space',
  Moon: 'space',
  Mango: 'fruits',
  Pepper: 'fruits',
  Cactus: 'fruits',
  Fiesta: 'fruits',
  Carnival: 'fruits',
  Wolf: 'safari',
  Lion: 'safari',
  Bull: 'safari',
  Horse: 'safari',
  Jungle: 'safari',
};

/** The theme a slot's name promises: by its noun, else "Electric"/"Midnight" → space, "Jade" → dragons, … */
export function slotThemeOf(noun: string, adjective: string): SlotTheme {
  if (adjective === 'Jade') return 'dragons';
  if (adjective === 'Electric' || adjective === 'Midnight') return 'space';
  return NOUN_THEMES[noun] ?? 'fruits';
}

export type RngGame = { names: { en: string; es: string }; engine: string; theme?: SlotTheme };

function parts(n: number) {
  const noun = NOUNS[n % NOUNS.length]!;
  const adj = ADJECTIVES[Math.floor(n / NOUNS.length) % ADJECTIVES.length]!;
  const suffix = SUFFIXES[Math.floor(n / (NOUNS.length * ADJECTIVES.length)) % SUFFIXES.length]!;
  const esAdj = noun[2] === 'f' ? adj[2] : adj[1];
  return { noun, adj, suffix, esAdj };
}

const ARCADE: { engine: string; en: string; es: string }[] = [
  { engine: 'fish', en: 'Fishing', es: 'Pesca' },
  { engine: 'keno', en: 'Keno', es: 'Keno' },
  { engine: 'crash', en: 'Crash', es: 'Crash' },
  { engine: 'mines', en: 'Mines', es: 'Minas' },
  { engine: 'dice', en: 'Dice', es: 'Dados' },
];

/** The RNG game number n of a sub-category, or null for the sub-categories this file does not name. */
export function rngGame(classify: string | null, n: number): RngGame | null {
  const { noun, adj, suffix, esAdj } = parts(n);
  if (classify === null || classify === 'JP') {
    return {
      names: {
        en: `${adj[0]} ${noun[0]}${suffix[0] ? ` ${suffix[0]}` : ''}`,
        es: `${noun[1]} ${esAdj}${suffix[1] ? ` ${suffix[1]}` : ''}`,
      },
      engine: 'slot',
      theme: slotThemeOf(noun[0], adj[0]),
    };
  }
  if (classify === 'SC') {
    return {
      names: { en: `${adj[0]} ${noun[0]} Scratch`, es: `Raspadita ${noun[1]} ${esAdj}` },
      engine: 'scratch',
    };
  }
  if (classify === 'AC') {
    const kind = ARCADE[Math.floor(n / 7) % ARCADE.length]!;
    return {
      names: { en: `${adj[0]} ${noun[0]} ${kind.en}`, es: `${kind.es} ${noun[1]} ${esAdj}` },
      engine: kind.engine,
    };
  }
  if (classify === 'BG') {
    return { names: { en: `${noun[0]} Keno ${adj[0]}`, es: `Keno ${noun[1]} ${esAdj}` }, engine: 'keno' };
  }
  return null;
}
