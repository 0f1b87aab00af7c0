import { IMAGE_LAZY_THRESHOLD } from '@crupier/contract/constants';
import { type RefObject, useEffect, useState } from 'react';

type TWatcher = (isIntersecting: boolean) => void;

/**
 * One IntersectionObserver per option set for every element watched with it (a lobby page has
 * hundreds of images). Without IntersectionObserver (old browsers, tests) elements count as visible.
 */
function createWatcher(options: IntersectionObserverInit) {
  let observer: IntersectionObserver | null = null;
  const watchers = new Map<Element, TWatcher>();
  return (element: Element, onChange: TWatcher): (() => void) => {
    if (typeof IntersectionObserver === 'undefined') {
      onChange(true);
      return () => undefined;
    }
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
    }, options);
    watchers.set(element, onChange);
    observer.observe(element);
    return () => {
      watchers.delete(element);
      observer?.unobserve(element);
    };
  };
}

/** Images: loaded once a tenth of them is on screen (spec §9 lazy-load threshold 0.1). */
export const watchImage = createWatcher({ threshold: IMAGE_LAZY_THRESHOLD });
/** Sections below the fold: loaded as they come near the screen. */
const watchSection = createWatcher({ rootMargin: '320px 0px' });

/**
 * True from the moment the element comes near the viewport (and stays true); from the start when
 * `isNearAtStart` (what every screen shows first).
 */
export function useNearViewport(ref: RefObject<Element | null>, isNearAtStart = false): boolean {
  const [isNear, setIsNear] = useState(isNearAtStart);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    let isDone = false;
    let stop: () => void = () => undefined;
    stop = watchSection(element, (isIntersecting) => {
      if (!isIntersecting || isDone) return;
      isDone = true;
      setIsNear(true);
      stop();
    });
    if (isDone) stop();
    return () => stop();
  }, [ref, isNear]);
  return isNear;
}
