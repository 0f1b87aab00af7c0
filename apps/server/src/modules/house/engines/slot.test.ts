import { DOCUMENTED_RTP, LINES, PAYTABLES, type SlotSymbol } from '@crupier/contract/house/slot';
import { describe, expect, it } from 'vitest';
import { FairStream } from '@/modules/house/fairness';
import { exactRtp, linePay, playSlot, spin } from './slot';

describe('slot rules', () => {
  const p = PAYTABLES.a;
  it('pays the longest run from the left with wilds standing in', () => {
    expect(linePay(['A', 'A', 'A', 'K', 'K'], p)).toBe(20);
    expect(linePay(['W', 'A', 'A', 'A', 'K'], p)).toBe(50);
    expect(linePay(['A', 'W', 'W', 'W', 'W'], p)).toBe(200);
    expect(linePay(['W', 'W', 'W', 'K', 'J'], p)).toBe(80);
    expect(linePay(['K', 'A', 'A', 'A', 'A'], p)).toBe(0);
    expect(linePay(['S', 'S', 'S', 'A', 'A'], p)).toBe(0);
  });

  it('has 20 paylines over 5 reels of 3 rows, scatters never twice in a window', () => {
    expect(LINES).toHaveLength(20);
    for (const table of Object.values(PAYTABLES)) {
      for (const reel of table.reels) {
        for (let stop = 0; stop < reel.length; stop++) {
          const window = [0, 1, 2].map((row) => reel[(stop + row) % reel.length]);
          expect(window.filter((s: SlotSymbol | undefined) => s === 'S').length).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('pays scatters anywhere and gives free spins from three up', () => {
    let found = false;
    for (let nonce = 0; nonce < 20_000 && !found; nonce++) {
      const result = playSlot(new FairStream('seed', 'client', nonce), p);
      if (result.base.scatters >= 3) {
        found = true;
        expect(result.free.length).toBeGreaterThanOrEqual(p.freeSpins);
        expect(result.base.win).toBeGreaterThanOrEqual(p.scatterPays[0] * 20);
      }
    }
    expect(found).toBe(true);
  });

  it('documents the exact RTP of each paytable', () => {
    for (const table of Object.values(PAYTABLES)) {
      expect(exactRtp(table).total).toBeCloseTo(DOCUMENTED_RTP[table.id], 6);
    }
  });

  it('simulated RTP agrees with the exact one within four standard errors (2×10^5 spins each)', () => {
    for (const table of Object.values(PAYTABLES)) {
      const n = 200_000;
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < n; nonce++) {
        const ret = playSlot(new FairStream('rtp-seed', table.id, nonce), table).lineBets / 20;
        sum += ret;
        squares += ret * ret;
      }
      const mean = sum / n;
      const stdError = Math.sqrt((squares / n - mean * mean) / n);
      expect(Math.abs(mean - DOCUMENTED_RTP[table.id]), `${table.id}: ${mean} ± ${stdError}`).toBeLessThan(
        4 * stdError,
      );
    }
  }, 300_000);

  it('a spin is reproducible from its seeds', () => {
    const a = spin(new FairStream('s', 'c', 5), p);
    const b = spin(new FairStream('s', 'c', 5), p);
    expect(a).toEqual(b);
  });
});
