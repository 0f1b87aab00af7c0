import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on route change; a #hash leaves the scrolling to its page. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const topOf = hash ? null : pathname;
  useLayoutEffect(() => {
    if (topOf !== null) window.scrollTo(0, 0);
  }, [topOf]);
  return null;
}
