import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Opens the page on the entry the address names (`#meeting-42`, as the dashboard links to a
 * meeting): once the entries are shown, that entry is scrolled into the middle of the screen,
 * marked and given focus (after the route's own focus on the heading), once per address.
 */
export function useEntryTarget(ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === hash) return undefined;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return undefined;
    done.current = hash;
    const timer = window.setTimeout(() => {
      for (const marked of document.querySelectorAll('.is-target')) marked.classList.remove('is-target');
      element.classList.add('is-target');
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'center' });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready, hash]);
}
