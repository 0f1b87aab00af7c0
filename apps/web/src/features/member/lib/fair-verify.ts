import { formatMultiplier } from '@crupier/contract/crash-curve';
import { FISH_ROLLS } from '@crupier/contract/house/fish';
import { drawKeno } from '@crupier/contract/house/keno';
import { drawScratch } from '@crupier/contract/house/scratch';
import { dealBaccarat, drawBlackjackShoe, placeMines, rollDice, spinRoulette } from '@/lib/fairness/draws';
import { crashPoint, FairStream, sha256Hex } from '@/lib/fairness/fair-stream';
import { runDraw } from '@/lib/fairness/run-draw';
import {
  dealDragonTigerCards,
  drawHoldemDeck,
  drawVideoPokerDeck,
  throwSicBoDice,
} from '@/lib/fairness/table-draws';
import { cardsLabel, cardsOf, type TCard } from './cards';

/**
 * Provably fair verification of a betting-record round (docs/games.md "Fairness"), in the browser with
 * the shared fair stream (lib/fairness: the contract's derivation over Web Crypto):
 *
 * - the commitment: SHA-256 of the revealed server seed must equal the hash shown before the round;
 * - the outcome: each engine's result is drawn again from the round's stream and compared with the
 *   record (dice roll, roulette pocket, mines, baccarat cards, blackjack cards, keno draw, scratch
 *   cells, fish roll). Slot spins are not recomputed here: for slots only the commitment is checked.
 * - crash rounds are shared and come from a hash chain: the round's seed is the server seed, the
 *   chain's salt stands as the client seed.
 */

/** What the record says against what the seeds give, for one part of the outcome. */
export type TOutcomeCheck = {
  part:
    | 'roll'
    | 'pocket'
    | 'mines'
    | 'player_cards'
    | 'banker_cards'
    | 'cards'
    | 'dice'
    | 'crash_point'
    | 'numbers'
    | 'cells';
  recorded: string;
  computed: string;
  matches: boolean;
};

export type TVerification = {
  commitment: { shown: string; computed: string; matches: boolean };
  /** `unsupported`: this engine's outcome is not recomputed in the browser (slots, unknown engines). */
  outcome: { status: 'match' | 'mismatch' | 'unsupported'; checks: TOutcomeCheck[] };
  /** The commitment matches and no recomputed part differs. */
  matches: boolean;
};

export type TVerifiableRound = {
  engine: string;
  outcome: Record<string, unknown>;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

const sortedCards = (cards: TCard[]) =>
  [...cards].sort((a, b) => a.rank - b.rank || a.suit - b.suit).map((c) => `${c.rank}:${c.suit}`);

function check(part: TOutcomeCheck['part'], recorded: string, computed: string): TOutcomeCheck {
  return { part, recorded, computed, matches: recorded === computed };
}

const tileList = (tiles: number[]) => tiles.map((tile) => tile + 1).join(', ');

async function outcomeChecks(round: TVerifiableRound): Promise<TOutcomeCheck[] | null> {
  const stream = new FairStream(round.serverSeed, round.clientSeed, round.nonce);
  const { outcome } = round;
  switch (round.engine) {
    case 'dice': {
      if (typeof outcome.roll !== 'number') return null;
      const roll = await rollDice(stream);
      return [check('roll', (outcome.roll / 100).toFixed(2), (roll / 100).toFixed(2))];
    }
    case 'roulette': {
      if (typeof outcome.pocket !== 'number') return null;
      return [check('pocket', String(outcome.pocket), String(await spinRoulette(stream)))];
    }
    case 'mines': {
      if (!Array.isArray(outcome.mines) || typeof outcome.count !== 'number') return null;
      const recorded = (outcome.mines as number[]).slice().sort((a, b) => a - b);
      return [check('mines', tileList(recorded), tileList(await placeMines(stream, outcome.count)))];
    }
    case 'baccarat': {
      const coup = await dealBaccarat(stream);
      return [
        check('player_cards', cardsLabel(cardsOf(outcome.player)), cardsLabel(coup.player)),
        check('banker_cards', cardsLabel(cardsOf(outcome.banker)), cardsLabel(coup.banker)),
      ];
    }
    case 'blackjack': {
      // Splits move cards between hands, so the dealt cards are compared as a set with the shoe's
      // first cards; the dealer's two first cards are always the shoe's second and fourth.
      const hands = Array.isArray(outcome.hands) ? outcome.hands : [];
      const dealt = [
        ...cardsOf(outcome.dealer),
        ...hands.flatMap((hand) => cardsOf((hand as { cards?: unknown }).cards)),
      ];
      if (dealt.length === 0) return null;
      const shoe = (await drawBlackjackShoe(stream)).slice(0, dealt.length);
      const dealerCards = cardsOf(outcome.dealer).slice(0, 2);
      const shoeDealer = [shoe[1], shoe[3]].filter((card): card is TCard => card !== undefined);
      const sameSet = sortedCards(dealt).join() === sortedCards(shoe).join();
      return [
        {
          part: 'cards',
          recorded: cardsLabel(sortedCards(dealt).map(fromKey)),
          computed: cardsLabel(sortedCards(shoe).map(fromKey)),
          matches: sameSet && cardsLabel(dealerCards) === cardsLabel(shoeDealer),
        },
      ];
    }
    case 'dragontiger': {
      const { dragon, tiger } = await dealDragonTigerCards(stream);
      return [
        check('cards', cardsLabel(cardsOf([outcome.dragon, outcome.tiger])), cardsLabel([dragon, tiger])),
      ];
    }
    case 'sicbo': {
      if (!Array.isArray(outcome.dice)) return null;
      return [check('dice', (outcome.dice as number[]).join(' '), (await throwSicBoDice(stream)).join(' '))];
    }
    case 'videopoker': {
      // The deal is the deck's first five cards; the draw replaced cards from the next five.
      const deck = await drawVideoPokerDeck(stream);
      return [check('cards', cardsLabel(cardsOf(outcome.dealt)), cardsLabel(deck.slice(0, 5)))];
    }
    case 'holdem': {
      // Player ×2, dealer ×2, board ×5 (the dealer's cards and the turn and river once settled).
      const deck = await drawHoldemDeck(stream);
      const recorded = [...cardsOf(outcome.player), ...cardsOf(outcome.dealer), ...cardsOf(outcome.board)];
      const dealer = cardsOf(outcome.dealer).length ? deck.slice(2, 4) : [];
      const board = deck.slice(4, 4 + cardsOf(outcome.board).length);
      return [check('cards', cardsLabel(recorded), cardsLabel([...deck.slice(0, 2), ...dealer, ...board]))];
    }
    case 'keno': {
      if (!Array.isArray(outcome.drawn)) return null;
      const drawn = await runDraw(stream, drawKeno());
      return [check('numbers', (outcome.drawn as number[]).join(', '), drawn.join(', '))];
    }
    case 'scratch': {
      if (!Array.isArray(outcome.cells)) return null;
      const { cells } = await runDraw(stream, drawScratch());
      return [check('cells', (outcome.cells as string[]).join(' '), cells.join(' '))];
    }
    case 'fish': {
      if (typeof outcome.roll !== 'number') return null;
      return [check('roll', String(outcome.roll), String(await stream.int(FISH_ROLLS)))];
    }
    case 'crash': {
      const recorded = outcome.crashPoint;
      if (typeof recorded !== 'string' && typeof recorded !== 'number') return null;
      const computed = formatMultiplier(await crashPoint(round.serverSeed, round.clientSeed));
      const shown = typeof recorded === 'number' ? recorded.toFixed(2) : recorded;
      return [check('crash_point', `×${shown}`, `×${computed}`)];
    }
    default:
      return null;
  }
}

function fromKey(key: string): TCard {
  const [rank, suit] = key.split(':').map(Number);
  return { rank: rank ?? 0, suit: suit ?? 0 };
}

/** Checks a round whose server seed has been revealed. */
export async function verifyRound(round: TVerifiableRound): Promise<TVerification> {
  const computedHash = await sha256Hex(round.serverSeed);
  const commitment = {
    shown: round.serverSeedHash,
    computed: computedHash,
    matches: computedHash === round.serverSeedHash.toLowerCase(),
  };
  const checks = await outcomeChecks(round);
  const status =
    checks === null ? 'unsupported' : checks.every((c) => c.matches) ? 'match' : ('mismatch' as const);
  return {
    commitment,
    outcome: { status, checks: checks ?? [] },
    matches: commitment.matches && status !== 'mismatch',
  };
}
