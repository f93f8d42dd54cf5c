/**
 * Starts keeping the signed-in attendee's pages for their next visit (page-snapshot.ts), loaded only once someone
 * is signed in: a visitor's first visit carries none of it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadOnce } from '@/lib/lazy';
import { subscribeStorage } from '@/lib/session/storage';
import { SNAPSHOT_ATTRIBUTE } from './page-snapshot-paint';
import { cacheOwner } from './persisted-cache';

const loadPageSnapshot = loadOnce(() => import('./page-snapshot'));

export function keepPagesOnceSignedIn(client: QueryClient): void {
  const start = () => {
    void loadPageSnapshot()
      .then(({ keepPageSnapshots }) => keepPageSnapshots(client))
      .catch(() => undefined); // the next visit starts from the code, as without a kept page
  };
  if (cacheOwner() !== null) {
    start();
    return;
  }
  const unsubscribe = subscribeStorage(() => {
    if (cacheOwner() === null) return;
    unsubscribe();
    start();
  });
}

/**
 * Unmarks `container` once the app's first commit has replaced the kept page it held (page-snapshot-paint.ts), so
 * the live page is kept again from then on.
 */
export function releaseKeptPage(container: HTMLElement): void {
  const replaced = () => container.querySelector(':scope > [inert]') === null;
  const release = (observer?: MutationObserver) => {
    if (!replaced()) return;
    observer?.disconnect();
    container.removeAttribute(SNAPSHOT_ATTRIBUTE);
  };
  if (replaced()) release();
  else new MutationObserver((_, observer) => release(observer)).observe(container, { childList: true });
}
