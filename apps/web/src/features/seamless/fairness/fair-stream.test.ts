import nodeCrypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex as commitment, FairStream } from '@/lib/fairness/fair-stream';
import { FairStream as ServerStream } from '../../../../../server/src/modules/house/fairness';
import { checkRound, compare } from './verify-round';

const SEED = 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0123';

describe('the fair stream in the browser (Web Crypto)', () => {
  it('reads the same words, integers and shuffles as the server (node:crypto)', async () => {
    for (const [clientSeed, nonce] of [
      ['player-seed', 1],
      ['e2e', 42],
      ['ñandú 🎲', 7],
    ] as const) {
      const server = new ServerStream(SEED, clientSeed, nonce);
      const browser = new FairStream(SEED, clientSeed, nonce);
      // 20 words cross two HMAC blocks (8 words each) and a third.
      for (let i = 0; i < 20; i++) expect(await browser.nextUint32()).toBe(server.nextUint32());
      for (const n of [2, 37, 10_000, 416, 2 ** 32]) expect(await browser.int(n)).toBe(server.int(n));
      expect(await browser.shuffle(25)).toEqual(server.shuffle(25));
    }
  });

  it('hashes the server seed as the commitment does', async () => {
    expect(await commitment(SEED)).toBe(nodeCrypto.createHash('sha256').update(SEED).digest('hex'));
  });

  it('refuses a range it cannot draw from', async () => {
    await expect(new FairStream(SEED, 'c', 1).int(0)).rejects.toThrow('bad range');
  });
});

describe('checking a round', () => {
  const detail = {
    roundId: 'r1',
    state: 'settled',
    bet: '1.00',
    win: '0.00',
    outcome: {},
    nonce: 3,
    engine: 'dice',
    params: {},
    serverSeedHash: nodeCrypto.createHash('sha256').update(SEED).digest('hex'),
    clientSeed: 'c',
    serverSeed: SEED as string | null,
    walletTransactions: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('waits for the seed to be revealed', async () => {
    expect((await checkRound({ ...detail, serverSeed: null }, undefined)).status).toBe('unrevealed');
  });

  it('checks the commitment and runs the engine verifier on the round stream', async () => {
    const seen: number[] = [];
    const result = await checkRound(detail, async (_d, stream) => {
      seen.push(await stream.int(10_000));
      return compare([{ label: 'roll', server: '1', computed: '1' }]);
    });
    expect(result).toMatchObject({ status: 'verified', hashMatches: true, verification: { matches: true } });
    expect(seen).toEqual([new ServerStream(SEED, 'c', 3).int(10_000)]);
    const forged = await checkRound({ ...detail, serverSeedHash: '00'.repeat(32) }, undefined);
    expect(forged).toMatchObject({ status: 'seeds-only', hashMatches: false });
  });

  it('matches only when every value agrees', () => {
    expect(compare([{ label: 'a', server: 1, computed: 1 }]).matches).toBe(true);
    expect(compare([{ label: 'a', server: [1, 2], computed: [1, 3] }]).matches).toBe(false);
    expect(compare([]).matches).toBe(false);
  });
});
