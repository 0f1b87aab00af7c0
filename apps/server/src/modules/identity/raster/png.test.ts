import { describe, expect, it } from 'vitest';
import { decodePng } from '@/test/png-decode';
import { addNoise, createCanvas, fillCircle } from './canvas';
import { encodePng } from './png';

describe('PNG encoder', () => {
  it('round-trips pixels with and without alpha, with nothing but IHDR, IDAT and IEND', () => {
    const canvas = createCanvas(37, 23, [200, 100, 50], 128);
    fillCircle(canvas, 18, 11, 9, [10, 220, 90], 0.8);
    addNoise(canvas, 20);
    for (const alpha of [true, false]) {
      const decoded = decodePng(encodePng(canvas.width, canvas.height, canvas.data, { alpha }));
      expect(decoded).toMatchObject({ width: 37, height: 23, channels: alpha ? 4 : 3 });
      expect(decoded.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
      for (let p = 0; p < 37 * 23; p++) {
        for (let c = 0; c < decoded.channels; c++) {
          expect(decoded.pixels[p * decoded.channels + c]).toBe(canvas.data[p * 4 + c]);
        }
      }
    }
  });
});
