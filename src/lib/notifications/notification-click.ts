/**
 * What a click on one of the portal's notifications does, in the service worker
 * (build/sw/service-worker.ts): an open portal window is brought to the front and told to open the
 * notification's page in the app (no reload: what the attendee was typing stays); with none open,
 * a new window opens at that page. Only pages of the portal itself are opened.
 */

/** The message a window of the portal receives: open `url` (a path of the portal). */
export const OPEN_PAGE_MESSAGE = 'portal-open-page';
export type OpenPageMessage = { type: typeof OPEN_PAGE_MESSAGE; url: string };

export type PortalWindow = { url: string; focus: () => Promise<unknown>; postMessage: (message: unknown) => void };

/** The portal path a notification's data names; null for anything else (another origin, no url). */
export function notificationPath(data: unknown, origin: string): string | null {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return null;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}

export async function openNotificationPage(
  path: string,
  windows: readonly PortalWindow[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const open = windows[0];
  if (!open) {
    await openWindow(path);
    return;
  }
  open.postMessage({ type: OPEN_PAGE_MESSAGE, url: path } satisfies OpenPageMessage);
  await open.focus();
}

/** What opens a page in this window, in the app (followNotificationClicks), while the app follows the clicks. */
const openers = new Set<(path: string) => void>();

/**
 * A click on a notification this page showed itself (no worker of the portal to show it): its page
 * opens in the app, or by loading it when the app does not follow the clicks.
 */
export function openClickedPage(url: string): void {
  const path = notificationPath({ url }, window.location.origin);
  if (!path) return;
  window.focus();
  const [open] = openers;
  if (open) open(path);
  else window.location.assign(path);
}

/**
 * In a window: calls `open` with the path a notification click asks for (told by the portal's
 * worker, or a notification the page showed itself). Returns the stop function.
 */
export function followNotificationClicks(open: (path: string) => void): () => void {
  openers.add(open);
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) return () => openers.delete(open);
  const onMessage = (event: MessageEvent<unknown>) => {
    const message = event.data as Partial<OpenPageMessage> | null;
    if (message?.type !== OPEN_PAGE_MESSAGE || typeof message.url !== 'string') return;
    const path = notificationPath(message, window.location.origin);
    if (path) open(path);
  };
  container.addEventListener('message', onMessage);
  return () => {
    openers.delete(open);
    container.removeEventListener('message', onMessage);
  };
}
