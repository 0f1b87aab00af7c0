import crypto from 'node:crypto';
import type { LotteryGame, TDrawNumbers } from '@crupier/contract/lottery';

/**
 * The published draw procedure (docs/lottery.md "Verifying a draw"). A draw's numbers follow from its
 * secret seed alone, so drawing again after a crash gives the same numbers:
 *
 * 1. bytes: HMAC-SHA256(key = the seed as UTF-8 text, message = `<gameCode>:<drawNo>:<round>`) for
 *    round = 0, 1, 2 …, each block's 32 bytes in order;
 * 2. a digit: the next byte b; b ≥ 250 is discarded, otherwise the digit is b mod 10;
 * 3. an integer in [0, n): the next 4 bytes big-endian x; x ≥ 2³² − (2³² mod n) is discarded,
 *    otherwise x mod n;
 * 4. digit games (VN ladders, 4D, pick-3, pick-5): tier by tier in draw order, number by number,
 *    digit by digit from the left; keno: a partial Fisher–Yates shuffle of 1..80, position i swapped
 *    with i + uniform(80 − i) for i = 0..19, the first 20 in that order.
 *
 * `drawHash` = SHA-256 of the seed text, hex: committed when the draw opens, the seed revealed with
 * the numbers.
 */
export const newSeed = () => crypto.randomBytes(32).toString('hex');
export const drawHashOf = (seed: string) => crypto.createHash('sha256').update(seed, 'utf8').digest('hex');

export class DrawBytes {
  private block: Buffer = Buffer.alloc(0);
  private at = 0;
  private round = 0;
  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}

  byte(): number {
    if (this.at >= this.block.length) {
      this.block = crypto.createHmac('sha256', this.seed).update(`${this.label}:${this.round}`).digest();
      this.round++;
      this.at = 0;
    }
    return this.block[this.at++]!;
  }

  digit(): number {
    for (;;) {
      const b = this.byte();
      if (b < 250) return b % 10;
    }
  }

  uniform(n: number): number {
    const space = 2 ** 32;
    const limit = space - (space % n);
    for (;;) {
      const x = ((this.byte() << 24) >>> 0) + (this.byte() << 16) + (this.byte() << 8) + this.byte();
      if (x < limit) return x % n;
    }
  }
}

export function drawNumbers(
  game: Pick<LotteryGame, 'code' | 'kind' | 'tiers'>,
  seed: string,
  drawNo: string,
) {
  const bytes = new DrawBytes(seed, `${game.code}:${drawNo}`);
  if (game.kind === 'keno') {
    const a = Array.from({ length: 80 }, (_, i) => i + 1);
    for (let i = 0; i < 20; i++) {
      const j = i + bytes.uniform(80 - i);
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return [{ tier: 'RESULT', values: a.slice(0, 20).map(String) }] satisfies TDrawNumbers;
  }
  return game.tiers.map((tier) => {
    const values: string[] = [];
    for (let n = 0; n < tier.count; n++) {
      let value = '';
      for (let d = 0; d < tier.digits; d++) value += String(bytes.digit());
      values.push(value);
    }
    return { tier: tier.code, values };
  }) satisfies TDrawNumbers;
}
