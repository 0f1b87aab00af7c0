import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on route change; a #hash leaves the scrolling to its page. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const topOf = hash ? null : pathname;
  const isFirst = useRef(true);
  useLayoutEffect(() => {
    // The first page of a visit is where the browser put it: scrolling would only force a layout of
    // the page while it is still rendering.
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (topOf !== null) window.scrollTo(0, 0);
  }, [topOf]);
  return null;
}
