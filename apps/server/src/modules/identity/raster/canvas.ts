import crypto from 'node:crypto';

export type Rgb = readonly [number, number, number];

/** An RGBA bitmap in memory, drawn with alpha blending; every coordinate outside it is ignored. */
export type Canvas = { width: number; height: number; data: Uint8ClampedArray };

export function createCanvas(width: number, height: number, fill: Rgb = [0, 0, 0], alpha = 255): Canvas {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([fill[0], fill[1], fill[2], alpha], i);
  return { width, height, data };
}

export function cloneCanvas(canvas: Canvas): Canvas {
  return { ...canvas, data: new Uint8ClampedArray(canvas.data) };
}

/** Mixes `color` into one pixel with weight `alpha` (0..1). */
export function blend(canvas: Canvas, x: number, y: number, color: Rgb, alpha: number) {
  if (alpha <= 0 || x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const a = Math.min(1, alpha);
  const i = (y * canvas.width + x) * 4;
  for (let c = 0; c < 3; c++) canvas.data[i + c] = canvas.data[i + c]! * (1 - a) + color[c]! * a;
}

export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/** A uniformly random float in [0, 1) from the system's secure generator. */
export function random(): number {
  return crypto.randomInt(0, 2 ** 32) / 2 ** 32;
}

export function fillCircle(canvas: Canvas, cx: number, cy: number, r: number, color: Rgb, alpha: number) {
  for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
    for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
      const coverage = Math.max(0, Math.min(1, r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
      blend(canvas, x, y, color, alpha * coverage);
    }
  }
}

/** A thin line of blended dots, for scratches and noise strokes. */
export function drawLine(
  canvas: Canvas,
  from: readonly [number, number],
  to: readonly [number, number],
  color: Rgb,
  alpha: number,
) {
  const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1])));
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    blend(
      canvas,
      Math.floor(from[0] + (to[0] - from[0]) * t),
      Math.floor(from[1] + (to[1] - from[1]) * t),
      color,
      alpha,
    );
  }
}

/** Grain: every channel of every `block`×`block` cell moves by up to ±amplitude, in `levels` steps. */
export function addNoise(canvas: Canvas, amplitude: number, block = 1, levels = 256) {
  const columns = Math.ceil(canvas.width / block);
  const bytes = crypto.randomBytes(columns * Math.ceil(canvas.height / block) * 3);
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const cell = (Math.floor(y / block) * columns + Math.floor(x / block)) * 3;
      const i = (y * canvas.width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const step = Math.floor((bytes[cell + c]! / 256) * levels) / Math.max(1, levels - 1);
        canvas.data[i + c] = canvas.data[i + c]! + (step * 2 - 1) * amplitude;
      }
    }
  }
}
