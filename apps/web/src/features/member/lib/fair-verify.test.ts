import { describe, expect, it } from 'vitest';
import { dealBaccarat, drawBlackjackShoe, placeMines, rollDice, spinRoulette } from '@/lib/fairness/draws';
import { crashPoint, FairStream, sha256Hex } from '@/lib/fairness/fair-stream';
import { verifyRound } from './fair-verify';

// Values computed with the house game server's own FairStream and engines
// (apps/server/src/modules/house/fairness.ts, engines/*) for these seeds.
const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const HASH = '1309f953015195d9eadc0455c1e42a5cfc463d4cad90c0cc940ff77b5f1633bd';
const CLIENT_SEED = 'player-seed';
const stream = (nonce: number) => new FairStream(SERVER_SEED, CLIENT_SEED, nonce);
const round = (engine: string, nonce: number, outcome: Record<string, unknown>) => ({
  engine,
  outcome,
  serverSeed: SERVER_SEED,
  serverSeedHash: HASH,
  clientSeed: CLIENT_SEED,
  nonce,
});

describe('the browser draws what the house game server draws', () => {
  it('hashes the server seed with SHA-256 (the commitment)', async () => {
    expect(await sha256Hex(SERVER_SEED)).toBe(HASH);
  });

  it('reads HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") as big-endian 32-bit words', async () => {
    const words = stream(6);
    expect([await words.nextUint32(), await words.nextUint32(), await words.nextUint32()]).toEqual([
      1317654585, 424303215, 3678724909,
    ]);
  });

  it('recomputes each engine’s outcome', async () => {
    expect(await rollDice(stream(1))).toBe(2611);
    expect(await spinRoulette(stream(2))).toBe(14);
    expect(await placeMines(stream(3), 5)).toEqual([8, 9, 10, 14, 24]);
    expect(await dealBaccarat(stream(4))).toEqual({
      player: [
        { rank: 7, suit: 1 },
        { rank: 4, suit: 2 },
        { rank: 7, suit: 0 },
      ],
      banker: [
        { rank: 2, suit: 3 },
        { rank: 9, suit: 1 },
        { rank: 7, suit: 3 },
      ],
    });
    expect((await drawBlackjackShoe(stream(5))).slice(0, 4)).toEqual([
      { rank: 3, suit: 0 },
      { rank: 2, suit: 1 },
      { rank: 4, suit: 0 },
      { rank: 9, suit: 3 },
    ]);
  });
});

describe('verifyRound', () => {
  it('matches a dice round: the commitment and the roll', async () => {
    const result = await verifyRound(
      round('dice', 1, { roll: 2611, wins: true, multiplierBp: 20000, target: 4950 }),
    );
    expect(result).toEqual({
      commitment: { shown: HASH, computed: HASH, matches: true },
      outcome: {
        status: 'match',
        checks: [{ part: 'roll', recorded: '26.11', computed: '26.11', matches: true }],
      },
      matches: true,
    });
  });

  it('finds a recorded outcome the seeds do not give', async () => {
    const result = await verifyRound(round('roulette', 2, { pocket: 15, color: 'black' }));
    expect(result.commitment.matches).toBe(true);
    expect(result.outcome).toEqual({
      status: 'mismatch',
      checks: [{ part: 'pocket', recorded: '15', computed: '14', matches: false }],
    });
    expect(result.matches).toBe(false);
  });

  it('finds a server seed that is not the committed one', async () => {
    const result = await verifyRound({
      ...round('dice', 1, { roll: 2611 }),
      serverSeedHash: 'ab'.repeat(32),
    });
    expect(result.commitment.matches).toBe(false);
    expect(result.matches).toBe(false);
  });

  it('checks mines (tiles numbered from 1), baccarat cards and blackjack’s dealt cards', async () => {
    const mines = await verifyRound(
      round('mines', 3, { mines: [24, 8, 9, 10, 14], count: 5, revealed: [0] }),
    );
    expect(mines.outcome.checks).toEqual([
      { part: 'mines', recorded: '9, 10, 11, 15, 25', computed: '9, 10, 11, 15, 25', matches: true },
    ]);
    const baccarat = await verifyRound(
      round('baccarat', 4, {
        player: [
          { rank: 7, suit: 1 },
          { rank: 4, suit: 2 },
          { rank: 7, suit: 0 },
        ],
        banker: [
          { rank: 2, suit: 3 },
          { rank: 9, suit: 1 },
          { rank: 7, suit: 3 },
        ],
      }),
    );
    expect(baccarat.outcome.status).toBe('match');
    expect(baccarat.outcome.checks.map((c) => c.computed)).toEqual(['7♥ 4♦ 7♠', '2♣ 9♥ 7♣']);
    // Player 3♠ + 4♠ (shoe 0 and 2), dealer 2♥ + 9♣ (shoe 1 and 3).
    const hand = {
      cards: [
        { rank: 3, suit: 0 },
        { rank: 4, suit: 0 },
      ],
    };
    const dealer = [
      { rank: 2, suit: 1 },
      { rank: 9, suit: 3 },
    ];
    expect((await verifyRound(round('blackjack', 5, { dealer, hands: [hand] }))).outcome.status).toBe(
      'match',
    );
    const swapped = { dealer: [dealer[1], dealer[0]], hands: [hand] };
    expect((await verifyRound(round('blackjack', 5, swapped))).outcome.status).toBe('mismatch');
  });

  it('recomputes a crash point from the chain seed and the salt', async () => {
    expect(await crashPoint(SERVER_SEED, '0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe(3500);
    expect(await crashPoint(SERVER_SEED, 'salt-2')).toBe(315);
    expect(await crashPoint(SERVER_SEED, 'x')).toBe(111);
    const crash = { ...round('crash', 0, { crashPoint: '3.15', cashout: null }), clientSeed: 'salt-2' };
    expect((await verifyRound(crash)).outcome.checks).toEqual([
      { part: 'crash_point', recorded: '×3.15', computed: '×3.15', matches: true },
    ]);
  });

  it('checks only the commitment of a slot spin', async () => {
    const result = await verifyRound(round('slot', 7, { grid: [], lineWins: [] }));
    expect(result.outcome).toEqual({ status: 'unsupported', checks: [] });
    expect(result.matches).toBe(true);
  });
});
