import { blend, type Canvas, drawLine, type Rgb } from './canvas';

type Point = readonly [number, number];
const CURVE_STEPS = 8;
const SUB_ROWS = 4;

/**
 * Flattens absolute SVG path data (M, L, Q, C, Z: what svg-captcha writes) into polylines, scaled.
 * Anything else ends the parse: the input is our own generator's, never a visitor's.
 */
export function flattenPath(d: string, scale = 1): Point[][] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const polylines: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  let i = 0;
  const num = () => Number(tokens[i++]) * scale;
  const point = (): Point => [num(), num()];
  while (i < tokens.length) {
    const command = tokens[i++]!.toUpperCase();
    if (command === 'M') {
      if (current.length > 1) polylines.push(current);
      at = point();
      current = [at];
    } else if (command === 'L') {
      at = point();
      current.push(at);
    } else if (command === 'Q') {
      const [c, end] = [point(), point()];
      for (let s = 1; s <= CURVE_STEPS; s++) {
        const t = s / CURVE_STEPS;
        const u = 1 - t;
        current.push([
          u * u * at[0] + 2 * u * t * c[0] + t * t * end[0],
          u * u * at[1] + 2 * u * t * c[1] + t * t * end[1],
        ]);
      }
      at = end;
    } else if (command === 'C') {
      const [c1, c2, end] = [point(), point(), point()];
      for (let s = 1; s <= CURVE_STEPS * 3; s++) {
        const t = s / (CURVE_STEPS * 3);
        const u = 1 - t;
        const f = (k: 0 | 1) =>
          u * u * u * at[k] + 3 * u * u * t * c1[k] + 3 * u * t * t * c2[k] + t * t * t * end[k];
        current.push([f(0), f(1)]);
      }
      at = end;
    } else if (command === 'Z') {
      if (current.length > 1) polylines.push([...current, current[0]!]);
      current = [];
    } else break;
  }
  if (current.length > 1) polylines.push(current);
  return polylines;
}

/** Fills closed polylines by the nonzero rule, antialiased (exact across, 4 samples down each pixel). */
export function fillPolygons(canvas: Canvas, polygons: Point[][], color: Rgb, alpha = 1) {
  const edges: { x0: number; y0: number; x1: number; y1: number; dir: number }[] = [];
  for (const polygon of polygons) {
    for (let k = 1; k < polygon.length; k++) {
      const [a, b] = [polygon[k - 1]!, polygon[k]!];
      if (a[1] === b[1]) continue;
      const dir = a[1] < b[1] ? 1 : -1;
      const [top, bottom] = dir === 1 ? [a, b] : [b, a];
      edges.push({ x0: top[0], y0: top[1], x1: bottom[0], y1: bottom[1], dir });
    }
  }
  const coverage = new Float32Array(canvas.width);
  for (let y = 0; y < canvas.height; y++) {
    coverage.fill(0);
    for (let s = 0; s < SUB_ROWS; s++) {
      const sy = y + (s + 0.5) / SUB_ROWS;
      const crossings: { x: number; dir: number }[] = [];
      for (const e of edges) {
        if (sy < e.y0 || sy >= e.y1) continue;
        crossings.push({ x: e.x0 + ((sy - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0), dir: e.dir });
      }
      crossings.sort((p, q) => p.x - q.x);
      let winding = 0;
      for (let c = 0; c < crossings.length - 1; c++) {
        winding += crossings[c]!.dir;
        if (winding !== 0) addSpan(coverage, crossings[c]!.x, crossings[c + 1]!.x, 1 / SUB_ROWS);
      }
    }
    for (let x = 0; x < canvas.width; x++) blend(canvas, x, y, color, alpha * Math.min(1, coverage[x]!));
  }
}

function addSpan(coverage: Float32Array, from: number, to: number, weight: number) {
  const start = Math.max(0, from);
  const end = Math.min(coverage.length, to);
  for (let x = Math.floor(start); x < end; x++) {
    const overlap = Math.min(end, x + 1) - Math.max(start, x);
    if (overlap > 0) coverage[x] = coverage[x]! + overlap * weight;
  }
}

/** Strokes open polylines one pixel wide (noise lines). */
export function strokePolylines(canvas: Canvas, polylines: Point[][], color: Rgb, alpha = 1) {
  for (const line of polylines) {
    for (let k = 1; k < line.length; k++) drawLine(canvas, line[k - 1]!, line[k]!, color, alpha);
  }
}
