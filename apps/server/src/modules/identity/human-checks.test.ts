import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { call, freshIp } from '@/test/client';
import { type DecodedPng, decodeDataUrl } from '@/test/png-decode';
import { createTestApp } from '@/test/test-app';
import { storedAnswer } from '@/test/test-redis';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A naive solver: every place where a light rim of the piece's size and shape could sit. A notch is a
 * spot where nearly all of a square's outline is light. Returns the spots, one per notch.
 */
function rimsOf(picture: DecodedPng, size: number): { x: number; y: number }[] {
  const light = (x: number, y: number) => {
    const i = (y * picture.width + x) * picture.channels;
    return Math.min(picture.pixels[i]!, picture.pixels[i + 1]!, picture.pixels[i + 2]!) > 200;
  };
  const rim: [number, number][] = [];
  for (let k = 8; k < size - 8; k++) rim.push([k, 0], [k, size - 1], [0, k], [size - 1, k]);
  const found: { x: number; y: number; score: number }[] = [];
  for (let y = 0; y + size <= picture.height; y++) {
    for (let x = 0; x + size <= picture.width; x++) {
      const score = rim.filter(([dx, dy]) => light(x + dx, y + dy)).length / rim.length;
      if (score >= 0.9) found.push({ x, y, score });
    }
  }
  found.sort((a, b) => b.score - a.score);
  const notches: { x: number; y: number }[] = [];
  for (const spot of found) {
    if (!notches.some((n) => Math.abs(n.x - spot.x) < 10 && Math.abs(n.y - spot.y) < 10)) notches.push(spot);
  }
  return notches;
}

describe('GET /wps/verification/challenge', () => {
  it('cannot be solved from its own response: pixels only, and the notch among decoys of its shape', async () => {
    for (let round = 0; round < 4; round++) {
      const res = await call(app, { ip: freshIp() }, { url: '/wps/verification/challenge' });
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      const x = Number(await storedAnswer(app, 'challenge', value.id));

      // No field but the pictures says anything: a random id and fixed sizes, and y, never equal to x.
      expect(Object.keys(value).sort()).toEqual([
        'background',
        'height',
        'id',
        'piece',
        'pieceSize',
        'width',
        'y',
      ]);
      expect(value.id).toMatch(UUID);
      const { id: _id, background: _b, piece: _p, ...numbers } = value;
      expect(Object.values(numbers)).not.toContain(x);
      expect(res.body).not.toMatch(/<svg|<rect|viewBox|image\/svg/);

      const background = decodeDataUrl(value.background);
      const piece = decodeDataUrl(value.piece);
      for (const picture of [background, piece]) expect(picture.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(background).toMatchObject({ width: value.width, height: value.height });
      expect(piece).toMatchObject({ width: value.pieceSize, height: value.pieceSize, channels: 4 });

      const notches = rimsOf(background, value.pieceSize);
      expect(notches.length).toBeGreaterThanOrEqual(3);
      expect(notches.some((n) => Math.abs(n.x - x) <= 1 && Math.abs(n.y - value.y) <= 1)).toBe(true);
      const onTheRow = notches.filter((n) => Math.abs(n.y - value.y) <= 1);
      expect(onTheRow.length, 'knowing y must leave more than one candidate').toBeGreaterThanOrEqual(2);
    }
  });
});

describe('GET /wps/captcha', () => {
  it('is a server-drawn PNG that holds nothing but pixels', async () => {
    const res = await call(app, { ip: freshIp() }, { url: '/wps/captcha' });
    const { captchaKey, image } = res.json().value;
    const answer = await storedAnswer(app, 'captcha', captchaKey);
    expect(answer).toMatch(/^[a-z0-9]{4}$/i);
    const picture = decodeDataUrl(image);
    expect(picture.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(picture.width).toBeGreaterThanOrEqual(120);
    expect(res.body).not.toMatch(/<svg|<path|image\/svg/);
  });
});
