import { ADJECTIVES, NOUNS } from './catalog-data';

/**
 * Names and engines of the demo catalogue's RNG card and table games (docs/games.md, "Engine map"):
 * every name says the game its engine plays.
 *
 * - VP (video poker): "<Adjective> <Noun> Poker", the Jacks or Better engine (`videopoker`).
 * - TG (table games): "<Adjective> <Noun> <Game>", the game in turn: Roulette (European, `roulette`),
 *   Blackjack (`blackjack`), Baccarat (`baccarat`), Hold'em (Casino Hold'em, `holdem`), Sic Bo (`sicbo`).
 */
type TableGame = { names: { en: string; es: string }; engine: string };

const TABLE_KINDS: { engine: string; en: string; es: string }[] = [
  { engine: 'roulette', en: 'Roulette', es: 'Ruleta' },
  { engine: 'blackjack', en: 'Blackjack', es: 'Blackjack' },
  { engine: 'baccarat', en: 'Baccarat', es: 'Baccarat' },
  { engine: 'holdem', en: "Hold'em", es: "Hold'em" },
  { engine: 'sicbo', en: 'Sic Bo', es: 'Sic Bo' },
];

function parts(n: number) {
  const noun = NOUNS[n % NOUNS.length]!;
  const adj = ADJECTIVES[Math.floor(n / NOUNS.length) % ADJECTIVES.length]!;
  return { noun, adj, esAdj: noun[2] === 'f' ? adj[2] : adj[1] };
}

/** The RNG game number n of the VP or TG sub-category; null for the others. */
export function tableRngGame(classify: string | null, n: number): TableGame | null {
  const { noun, adj, esAdj } = parts(n);
  if (classify === 'VP') {
    return {
      names: { en: `${adj[0]} ${noun[0]} Poker`, es: `Póquer ${noun[1]} ${esAdj}` },
      engine: 'videopoker',
    };
  }
  if (classify === 'TG') {
    const kind = TABLE_KINDS[n % TABLE_KINDS.length]!;
    return {
      names: { en: `${adj[0]} ${noun[0]} ${kind.en}`, es: `${kind.es} ${noun[1]} ${esAdj}` },
      engine: kind.engine,
    };
  }
  return null;
}
