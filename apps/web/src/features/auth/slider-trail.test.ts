import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  createTrailRecorder,
  MAX_TRAIL_SAMPLES,
  type TTrailPoint,
  thinTrail,
} from './slider-trail';

describe('slider trail', () => {
  it('keeps the handle inside the track', () => {
    expect(clampOffset(-20, 256)).toBe(0);
    expect(clampOffset(100.5, 256)).toBe(100.5);
    expect(clampOffset(400, 256)).toBe(256);
  });

  it('records [x, y, t] from pointer down: x is the handle offset, t ms since pointer down', () => {
    const recorder = createTrailRecorder(256);
    recorder.start(500, 300, 10_000);
    expect(recorder.move(520, 301, 10_040)).toBe(20);
    recorder.move(590.4, 299, 10_120);
    recorder.move(640, 302, 10_230);
    const answer = recorder.end(637, 302, 10_310);
    expect(answer).toEqual({
      x: 137,
      trail: [
        [0, 0, 0],
        [20, 1, 40],
        [90, -1, 120],
        [140, 2, 230],
        [137, 2, 310],
      ],
    });
    expect(recorder.isDragging()).toBe(false);
  });

  it('clamps the answer to the track and never lets time run backwards', () => {
    const recorder = createTrailRecorder(100);
    recorder.start(0, 0, 1_000);
    recorder.move(80, 0, 1_200);
    recorder.move(300, 0, 1_150);
    const answer = recorder.end(300, 0, 1_300);
    expect(answer?.x).toBe(100);
    const times = answer?.trail.map((point) => point[2]) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('ignores moves and ends without a drag', () => {
    const recorder = createTrailRecorder(100);
    expect(recorder.move(50, 0, 10)).toBe(0);
    expect(recorder.end(50, 0, 20)).toBeNull();
  });

  it('cancel forgets the drag', () => {
    const recorder = createTrailRecorder(100);
    recorder.start(0, 0, 0);
    recorder.move(40, 0, 100);
    recorder.cancel();
    expect(recorder.isDragging()).toBe(false);
    expect(recorder.end(40, 0, 200)).toBeNull();
  });

  it('sends at most the contract maximum of samples, first and last kept', () => {
    const long: TTrailPoint[] = Array.from({ length: 1_234 }, (_, i) => [i, 0, i * 2]);
    const thin = thinTrail(long);
    expect(thin).toHaveLength(MAX_TRAIL_SAMPLES);
    expect(thin[0]).toEqual([0, 0, 0]);
    expect(thin.at(-1)).toEqual([1_233, 0, 2_466]);
    expect(thinTrail(long.slice(0, 10))).toHaveLength(10);
  });
});
