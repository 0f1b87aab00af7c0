import { useEffect, useRef, useState } from 'react';
import type { TRound } from '@/api/game-engine-types';

/**
 * The round a view shows, revealed after its animation: while a new round "spins" for `ms`, the view
 * still has the previous outcome to show (or none). A round already there when the view mounts (a
 * reload) shows at once.
 */
export function useRevealedRound(
  round: TRound | null,
  ms: number,
): { shown: TRound | null; spinning: boolean } {
  const [shown, setShown] = useState<TRound | null>(round);
  const [spinning, setSpinning] = useState(false);
  const revealed = useRef(round?.roundId);
  useEffect(() => {
    if (!round) {
      setShown(null);
      return;
    }
    if (round.roundId === revealed.current) {
      setShown(round);
      return;
    }
    setSpinning(true);
    const timer = setTimeout(() => {
      revealed.current = round.roundId;
      setShown(round);
      setSpinning(false);
    }, ms);
    return () => clearTimeout(timer);
  }, [round, ms]);
  return { shown, spinning };
}

/** Whether the width of an element is at least `min` (ResizeObserver; true where there is none). */
export function useWideEnough(min: number) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWide(entry.contentRect.width >= min);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return { ref, wide };
}
