import { baccaratTotal, cardsLabel, cardsOf, type TCard } from './cards';

/**
 * Provably fair verification in the browser (docs/games.md "Fairness"), with Web Crypto only:
 *
 * - the commitment: SHA-256 of the revealed server seed must equal the hash shown before the round;
 * - the draws: round n of a seed pair reads big-endian 32-bit words from
 *   HMAC-SHA256(key = serverSeed, message = "clientSeed:n:cursor"), cursor 0, 1, 2 … as needed;
 *   integers in [0, k) by rejection sampling, shuffles by Fisher–Yates;
 * - the outcome: each engine's result is drawn again from those words and compared with the record
 *   (dice roll, roulette pocket, mines, baccarat cards, blackjack cards). Slot reels need the
 *   paytable's reel strips, which the record does not carry: for slots only the commitment is checked.
 * - crash rounds are shared and come from a hash chain: the round's seed is the server seed, the
 *   chain's salt stands as the client seed, and the crash point is max(1, ⌊99·2⁵² / (2⁵² − X)⌋ / 100)
 *   with X the first 52 bits of HMAC-SHA256(key = seed, message = salt), capped at ×1,000,000.
 */

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256(key: string, message: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message));
}

/** The house game server's FairStream, asynchronous because Web Crypto is. */
export class FairStream {
  private key: Promise<CryptoKey> | null = null;
  private block = new DataView(new ArrayBuffer(0));
  private offset = 32;
  private cursor = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  async nextUint32(): Promise<number> {
    if (this.offset >= 32) {
      this.key ??= crypto.subtle.importKey(
        'raw',
        encoder.encode(this.serverSeed),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const message = `${this.clientSeed}:${this.nonce}:${this.cursor++}`;
      this.block = new DataView(await crypto.subtle.sign('HMAC', await this.key, encoder.encode(message)));
      this.offset = 0;
    }
    const value = this.block.getUint32(this.offset);
    this.offset += 4;
    return value;
  }

  /** A uniform integer in [0, n): words at or above ⌊2³²/n⌋·n are drawn again. */
  async int(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`bad range ${n}`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const x = await this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** A uniformly random permutation of 0..n-1 (Fisher–Yates from the top). */
  async shuffle(n: number): Promise<number[]> {
    const items = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = await this.int(i + 1);
      [items[i], items[j]] = [items[j] as number, items[i] as number];
    }
    return items;
  }
}

/** Dice: the roll in hundredths, 0–9999. */
export const rollDice = (stream: FairStream) => stream.int(10_000);

/** European roulette: the pocket, 0–36. */
export const spinRoulette = (stream: FairStream) => stream.int(37);

/** Mines: the first `count` tiles (0–24) of a shuffle of the 5×5 field, in order. */
export async function placeMines(stream: FairStream, count: number): Promise<number[]> {
  return (await stream.shuffle(25)).slice(0, count).sort((a, b) => a - b);
}

/** Baccarat: a coup from a fresh 8-deck shoe, cards drawn without replacement. */
export async function dealBaccarat(stream: FairStream): Promise<{ player: TCard[]; banker: TCard[] }> {
  const left = new Map<number, number>();
  for (let rank = 1; rank <= 13; rank++) for (let suit = 0; suit < 4; suit++) left.set(rank * 4 + suit, 8);
  let remaining = 52 * 8;
  const draw = async (): Promise<TCard> => {
    let pick = await stream.int(remaining);
    for (const [key, count] of left) {
      if (pick < count) {
        left.set(key, count - 1);
        remaining--;
        return { rank: Math.floor(key / 4), suit: key % 4 };
      }
      pick -= count;
    }
    throw new Error('shoe exhausted');
  };
  const player = [await draw()];
  const banker = [await draw()];
  player.push(await draw());
  banker.push(await draw());
  if (baccaratTotal(player) < 8 && baccaratTotal(banker) < 8) {
    let third: TCard | undefined;
    if (baccaratTotal(player) <= 5) {
      third = await draw();
      player.push(third);
    }
    if (bankerDraws(baccaratTotal(banker), third)) banker.push(await draw());
  }
  return { player, banker };
}

function bankerDraws(banker: number, playerThird: TCard | undefined): boolean {
  if (playerThird === undefined) return banker <= 5;
  const p = playerThird.rank >= 10 ? 0 : playerThird.rank;
  if (banker <= 2) return true;
  if (banker === 3) return p !== 8;
  if (banker === 4) return p >= 2 && p <= 7;
  if (banker === 5) return p >= 4 && p <= 7;
  if (banker === 6) return p === 6 || p === 7;
  return false;
}

/** Blackjack: the round's shoe, `count` cards drawn without replacement from 6 decks. */
export async function drawBlackjackShoe(stream: FairStream, count = 40): Promise<TCard[]> {
  const left = new Array<number>(52).fill(6);
  let remaining = 52 * 6;
  const shoe: TCard[] = [];
  for (let i = 0; i < count; i++) {
    let pick = await stream.int(remaining);
    let key = 0;
    while (pick >= (left[key] as number)) pick -= left[key++] as number;
    left[key] = (left[key] as number) - 1;
    remaining--;
    shoe.push({ rank: Math.floor(key / 4) + 1, suit: key % 4 });
  }
  return shoe;
}

const TWO_52 = 2n ** 52n;
const MAX_CRASH_HUNDREDTHS = 100_000_000n;

/** Crash: the crash point in hundredths (245 is ×2.45). */
export async function crashPoint(seed: string, salt: string): Promise<number> {
  const digest = toHex(await hmacSha256(seed, salt));
  const x = BigInt(`0x${digest.slice(0, 13)}`);
  const hundredths = (99n * TWO_52) / (TWO_52 - x);
  if (hundredths < 100n) return 100;
  return Number(hundredths > MAX_CRASH_HUNDREDTHS ? MAX_CRASH_HUNDREDTHS : hundredths);
}

/** "2.45" for 245. */
export const formatHundredths = (value: number) =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** What the record says against what the seeds give, for one part of the outcome. */
export type TOutcomeCheck = {
  part: 'roll' | 'pocket' | 'mines' | 'player_cards' | 'banker_cards' | 'cards' | 'crash_point';
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
    case 'crash': {
      const recorded = outcome.crashPoint;
      if (typeof recorded !== 'string' && typeof recorded !== 'number') return null;
      const computed = formatHundredths(await crashPoint(round.serverSeed, round.clientSeed));
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
