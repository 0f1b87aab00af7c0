import crypto from 'node:crypto';
import {
  addNoise,
  blend,
  type Canvas,
  cloneCanvas,
  createCanvas,
  drawLine,
  fillCircle,
  hsl,
  random,
} from './canvas';
import { encodePng, pngDataUrl } from './png';

export const CHALLENGE_WIDTH = 300;
export const CHALLENGE_HEIGHT = 150;
export const CHALLENGE_PIECE = 44;
const CORNER = 7;
const OUTLINE = 2;
const DECOYS_ON_ROW = 1;
const DECOYS_ELSEWHERE = 2;
const GAP = 8;

export type Spot = { x: number; y: number };

/** Signed distance from a pixel centre to the piece's rounded square at `spot` (negative inside). */
function distanceToPiece(px: number, py: number, spot: Spot): number {
  const half = CHALLENGE_PIECE / 2;
  const dx = Math.abs(px + 0.5 - (spot.x + half)) - (half - CORNER);
  const dy = Math.abs(py + 0.5 - (spot.y + half)) - (half - CORNER);
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - CORNER;
}

const overlaps = (a: Spot, b: Spot) =>
  Math.abs(a.x - b.x) < CHALLENGE_PIECE + GAP && Math.abs(a.y - b.y) < CHALLENGE_PIECE + GAP;

/**
 * Where the decoy notches go: the same shape as the real one, at least one on the piece's own row (so
 * knowing y does not single the answer out) and the others anywhere free.
 */
export function placeDecoys(answer: Spot): Spot[] {
  const spots: Spot[] = [answer];
  const place = (want: number, pick: () => Spot) => {
    let placed = 0;
    for (let tries = 0; placed < want && tries < 400; tries++) {
      const spot = pick();
      if (spots.some((s) => overlaps(s, spot))) continue;
      spots.push(spot);
      placed++;
    }
  };
  const anyX = () => 4 + crypto.randomInt(CHALLENGE_WIDTH - CHALLENGE_PIECE - 8);
  place(DECOYS_ON_ROW, () => ({ x: anyX(), y: answer.y }));
  place(DECOYS_ELSEWHERE, () => ({
    x: anyX(),
    y: 4 + crypto.randomInt(CHALLENGE_HEIGHT - CHALLENGE_PIECE - 8),
  }));
  return spots.slice(1);
}

/** A random landscape: a gradient, translucent discs, scratches and grain. */
function drawScene(): Canvas {
  const hue = crypto.randomInt(360);
  const canvas = createCanvas(CHALLENGE_WIDTH, CHALLENGE_HEIGHT);
  const top = hsl(hue, 0.45, 0.28);
  const bottom = hsl((hue + 40) % 360, 0.5, 0.42);
  for (let y = 0; y < CHALLENGE_HEIGHT; y++) {
    const t = y / (CHALLENGE_HEIGHT - 1);
    const row: [number, number, number] = [0, 1, 2].map((c) => top[c]! * (1 - t) + bottom[c]! * t) as never;
    for (let x = 0; x < CHALLENGE_WIDTH; x++) blend(canvas, x, y, row, 1);
  }
  for (let i = 0; i < 18; i++) {
    const color = hsl((hue + crypto.randomInt(160)) % 360, 0.7, 0.35 + random() * 0.3);
    fillCircle(
      canvas,
      random() * CHALLENGE_WIDTH,
      random() * CHALLENGE_HEIGHT,
      8 + random() * 38,
      color,
      0.7,
    );
  }
  for (let i = 0; i < 30; i++) {
    const from = [random() * CHALLENGE_WIDTH, random() * CHALLENGE_HEIGHT] as const;
    const to = [from[0] + (random() - 0.5) * 120, from[1] + (random() - 0.5) * 60] as const;
    drawLine(canvas, from, to, hsl(crypto.randomInt(360), 0.6, 0.6), 0.35);
  }
  addNoise(canvas, 10, 2, 6);
  return canvas;
}

/** Darkens the notch and draws its light rim. */
function cutNotch(canvas: Canvas, spot: Spot) {
  for (let y = spot.y - 1; y <= spot.y + CHALLENGE_PIECE; y++) {
    for (let x = spot.x - 1; x <= spot.x + CHALLENGE_PIECE; x++) {
      const d = distanceToPiece(x, y, spot);
      if (d < -OUTLINE) blend(canvas, x, y, [0, 0, 0], 0.5);
      else if (d < 0.5) blend(canvas, x, y, [250, 250, 250], Math.min(1, 0.5 - d) * 0.9);
    }
  }
}

/** The piece: the scene under the answer, cut to shape with the same rim, its own grain. */
function cutPiece(scene: Canvas, answer: Spot): Canvas {
  const piece = createCanvas(CHALLENGE_PIECE, CHALLENGE_PIECE, [0, 0, 0], 0);
  for (let y = 0; y < CHALLENGE_PIECE; y++) {
    for (let x = 0; x < CHALLENGE_PIECE; x++) {
      const d = distanceToPiece(x, y, { x: 0, y: 0 });
      const from = ((answer.y + y) * scene.width + answer.x + x) * 4;
      const to = (y * CHALLENGE_PIECE + x) * 4;
      piece.data.set(scene.data.subarray(from, from + 3), to);
      piece.data[to + 3] = Math.round(255 * Math.max(0, Math.min(1, 0.5 - d)));
      if (d >= -OUTLINE) blend(piece, x, y, [250, 250, 250], 0.9);
    }
  }
  addNoise(piece, 8);
  return piece;
}

/**
 * The slider's pictures as server-drawn PNGs: a noisy scene with the real notch among decoys of the same
 * shape, and the piece. Neither file holds a coordinate: only pixels.
 */
export function drawSliderPuzzle(answer: Spot): { background: string; piece: string } {
  const scene = drawScene();
  const background = cloneCanvas(scene);
  for (const spot of [answer, ...placeDecoys(answer)]) cutNotch(background, spot);
  addNoise(background, 5, 2, 3);
  const piece = cutPiece(scene, answer);
  return {
    background: pngDataUrl(encodePng(background.width, background.height, background.data, { alpha: false })),
    piece: pngDataUrl(encodePng(piece.width, piece.height, piece.data, { alpha: true })),
  };
}
