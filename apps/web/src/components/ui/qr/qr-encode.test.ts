import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, rsRemainder, versionBits } from './qr-encode';

describe('QR encoder', () => {
  it('computes Reed-Solomon codewords (ISO 18004 "HELLO WORLD" 1-M example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('computes the format bits of level M', () => {
    const table = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    for (const [mask, bits] of table.entries()) {
      expect(formatBits(mask).toString(2).padStart(15, '0')).toBe(bits);
    }
  });

  it('computes the version bits', () => {
    expect(versionBits(7)).toBe(0x07c94);
    expect(versionBits(10)).toBe(0x0a4d3);
  });

  it('picks the smallest version and draws finder and timing patterns', () => {
    const small = encodeQr('https://a.io')!;
    expect(small).toHaveLength(21); // version 1
    const url = encodeQr('https://apps.example.test/download/android/crupier-latest.apk')!;
    expect(url).toHaveLength(33); // 62 bytes fit version 4-M
    const size = url.length;
    const finderRow = [true, true, true, true, true, true, true];
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect(url[y]!.slice(x, x + 7)).toEqual(finderRow);
      expect(url[y + 1]!.slice(x, x + 7)).toEqual([true, false, false, false, false, false, true]);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(url[6]![i]).toBe(i % 2 === 0);
      expect(url[i]![6]).toBe(i % 2 === 0);
    }
    expect(url[size - 8]![8]).toBe(true); // dark module
  });

  it('returns null when the text is too long for version 10', () => {
    expect(encodeQr('x'.repeat(213))).not.toBeNull();
    expect(encodeQr('x'.repeat(214))).toBeNull();
  });
});
