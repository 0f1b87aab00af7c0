import crypto from 'node:crypto';
import { addNoise, type Canvas, createCanvas, drawLine, fillCircle, hsl, type Rgb, random } from './canvas';
import { fillPolygons, flattenPath, strokePolylines } from './path-fill';
import { encodePng, pngDataUrl } from './png';

const SCALE = 2;

function parseColor(hex: string | undefined): Rgb {
  const value = /^#([0-9a-f]{6})$/i.exec(hex ?? '')?.[1] ?? '444444';
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as unknown as Rgb;
}

/**
 * Rasterizes an svg-captcha drawing (glyph outlines and noise strokes) into a PNG at twice its size, over
 * a speckled background with extra scratches: the answer exists only as pixels.
 */
export function drawCaptchaPicture(svg: string, width: number, height: number): string {
  const canvas: Canvas = createCanvas(width * SCALE, height * SCALE, hsl(crypto.randomInt(360), 0.35, 0.93));
  for (let i = 0; i < 40; i++) {
    fillCircle(
      canvas,
      random() * canvas.width,
      random() * canvas.height,
      1 + random() * 3,
      hsl(crypto.randomInt(360), 0.5, 0.7),
      0.5,
    );
  }
  for (const [, attributes] of svg.matchAll(/<path([^>]*)\/>/g)) {
    const d = /\bd="([^"]*)"/.exec(attributes!)?.[1] ?? '';
    const fill = /\bfill="(#[0-9a-f]{6})"/i.exec(attributes!)?.[1];
    const stroke = /\bstroke="(#[0-9a-f]{6})"/i.exec(attributes!)?.[1];
    const polylines = flattenPath(d, SCALE);
    if (fill) fillPolygons(canvas, polylines, parseColor(fill));
    else if (stroke) {
      strokePolylines(canvas, polylines, parseColor(stroke));
      strokePolylines(
        canvas,
        polylines.map((line) => line.map(([x, y]) => [x, y + 1] as const)),
        parseColor(stroke),
      );
    }
  }
  for (let i = 0; i < 4; i++) {
    const from = [random() * canvas.width, random() * canvas.height] as const;
    const to = [random() * canvas.width, random() * canvas.height] as const;
    drawLine(canvas, from, to, hsl(crypto.randomInt(360), 0.6, 0.45), 0.6);
  }
  addNoise(canvas, 14, 2, 4);
  return pngDataUrl(encodePng(canvas.width, canvas.height, canvas.data, { alpha: false }));
}
