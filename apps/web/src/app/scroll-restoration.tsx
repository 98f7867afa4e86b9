// Scrolling across navigations, as react-router's ScrollRestoration did: a page reached by a link or a
// redirect starts at the top; back and forward bring back the position the page was left at.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { entryIndex, lastNavigationKind } from '../lib/hash-location.ts';

/** The last scroll position of each history entry of this tab, by entry index. */
const positions = new Map<number, number>();

export function ScrollRestoration() {
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => {
    const browserMode = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(entryIndex(), window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = browserMode;
    };
  }, []);

  useLayoutEffect(() => {
    window.scrollTo(0, lastNavigationKind() === 'pop' ? (positions.get(entryIndex()) ?? 0) : 0);
  }, [path, search]);

  return null;
}
