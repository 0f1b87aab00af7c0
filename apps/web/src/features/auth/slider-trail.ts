import type { TChallengeAnswer } from '@crupier/contract/identity';

/** The contract accepts at most this many trail samples. */
export const MAX_TRAIL_SAMPLES = 500;

export type TTrailPoint = [x: number, y: number, t: number];

/** The handle offset for a pointer `dx` pixels from where the drag started, within the track. */
export function clampOffset(dx: number, maxOffset: number): number {
  return Math.min(Math.max(0, dx), Math.max(0, maxOffset));
}

/** Keeps the first and last samples and evenly spaced ones between, at most `max` in all. */
export function thinTrail(trail: readonly TTrailPoint[], max: number = MAX_TRAIL_SAMPLES): TTrailPoint[] {
  if (trail.length <= max) return [...trail];
  const step = (trail.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => trail[Math.round(i * step)] as TTrailPoint);
}

/**
 * Records a slider drag: the handle offset (x, 1:1 with the piece's x in the image), the pointer's
 * vertical drift (y) and the time in ms since pointer down (t), one sample per pointer event.
 */
export function createTrailRecorder(maxOffset: number) {
  let origin: { x: number; y: number; t: number } | null = null;
  let offset = 0;
  const trail: TTrailPoint[] = [];

  const sample = (clientX: number, clientY: number, time: number) => {
    if (!origin) return offset;
    offset = clampOffset(clientX - origin.x, maxOffset);
    const t = Math.max(0, Math.round(time - origin.t));
    const last = trail[trail.length - 1];
    trail.push([Math.round(offset), Math.round(clientY - origin.y), last ? Math.max(t, last[2]) : t]);
    return offset;
  };

  return {
    start(clientX: number, clientY: number, time: number) {
      origin = { x: clientX, y: clientY, t: time };
      offset = 0;
      trail.length = 0;
      trail.push([0, 0, 0]);
    },
    move: sample,
    isDragging: () => origin !== null,
    offset: () => offset,
    /** Ends the drag with its last position; null when no drag was going on. */
    end(clientX: number, clientY: number, time: number): Omit<TChallengeAnswer, 'id'> | null {
      if (!origin) return null;
      sample(clientX, clientY, time);
      origin = null;
      return { x: Math.round(offset), trail: thinTrail(trail) };
    },
    cancel() {
      origin = null;
      offset = 0;
      trail.length = 0;
    },
  };
}
