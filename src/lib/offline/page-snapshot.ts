/**
 * Keeps the page a signed-in attendee sees (one of SNAPSHOT_PATHS), so that their next visit of it paints at once,
 * before the portal's code has run (page-snapshot-paint.ts, the kept-page painter). The page is kept as its rendered DOM
 * (the app's own output: every server text in it is already the sanitiser's) once its answers have painted, and
 * again when the attendee leaves or hides it; never while it shows a loader, a dialog or the kept page itself, and
 * never for an attendee other than the one whose answers it shows. It lives in local storage under the attendee's
 * key, so logout and a 401 (which clear local storage: wipe.ts, session.ts) take it with them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { subscribeStorage } from '@/lib/session/storage';
import { cacheOwner } from './persisted-cache';
import {
  PAGE_SNAPSHOT_VERSION,
  SNAPSHOT_ATTRIBUTE,
  SNAPSHOT_PATHS,
  snapshotKey,
  type PageSnapshot,
  type SnapshotNode,
} from './page-snapshot-paint';

/** A page larger than this (characters of its kept form) is not kept: local storage also holds the saved answers. */
export const MAX_SNAPSHOT_CHARS = 400_000;
/** How long the answers must have been settled before the page is kept. */
export const SETTLE_MS = 500;

const SVG = 'http://www.w3.org/2000/svg';

/** The kept form of `node`'s children, with the current values of form fields (React sets them as properties). */
function keptChildren(node: Node): SnapshotNode[] {
  const kept: SnapshotNode[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) kept.push(child.nodeValue ?? '');
    else if (child instanceof Element) kept.push(keptElement(child));
  }
  return kept;
}

function keptElement(element: Element): SnapshotNode {
  const tag = element.namespaceURI === SVG ? `svg:${element.localName}` : element.localName;
  const attributes: string[] = [];
  const input = element instanceof HTMLInputElement;
  const option = element instanceof HTMLOptionElement;
  for (const { name, value } of element.attributes) {
    if ((input && (name === 'value' || name === 'checked')) || (option && name === 'selected')) continue;
    attributes.push(name, value);
  }
  if (input && element.type !== 'password' && element.type !== 'file') {
    if (element.type === 'checkbox' || element.type === 'radio') {
      if (element.checked) attributes.push('checked', '');
    } else attributes.push('value', element.value);
  } else if (option && element.selected) attributes.push('selected', '');
  const children = element instanceof HTMLTextAreaElement ? [element.value] : keptChildren(element);
  return [tag, attributes, ...children];
}

/** The page shows its data: a heading, no loader, no dialog, not the kept page itself. */
export function pageIsShown(doc: Document = document): HTMLElement | null {
  const root = doc.getElementById('root');
  if (!root || root.hasAttribute(SNAPSHOT_ATTRIBUTE) || !root.querySelector('h1')) return null;
  if (root.querySelector('.loader, [aria-busy="true"], [role="dialog"], [role="alertdialog"], dialog[open]'))
    return null;
  return root;
}

/** Keeps the page now shown for `owner`, if it is one of SNAPSHOT_PATHS and shows its data. Returns whether it did. */
export function keepShownPage(owner: string | null, doc: Document = document): boolean {
  const path = doc.location.pathname;
  if (owner === null || !SNAPSHOT_PATHS.includes(path)) return false;
  const root = pageIsShown(doc);
  const base = doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  if (!root || !base) return false;
  // By path: the build's loader links a page's stylesheets by their full address.
  const styles = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .slice(1)
    .map((link) => ({ link, address: new URL(link.href, doc.location.href) }))
    .filter(({ address }) => address.origin === doc.location.origin)
    .map(({ link, address }): [string, boolean] => [address.pathname, link.hasAttribute('data-route-stylesheet')]);
  const snapshot: PageSnapshot = { v: PAGE_SNAPSHOT_VERSION, owner, path, base, styles, nodes: keptChildren(root) };
  const text = JSON.stringify(snapshot);
  try {
    if (text.length > MAX_SNAPSHOT_CHARS) window.localStorage.removeItem(snapshotKey(owner, path));
    else window.localStorage.setItem(snapshotKey(owner, path), text);
  } catch {
    // A full or blocked storage: the next visit starts from the code, as without a kept page.
    return false;
  }
  return text.length <= MAX_SNAPSHOT_CHARS;
}

/**
 * Keeps the signed-in attendee's page once its answers have settled (no call running for SETTLE_MS) and when the page
 * is hidden or left. After a change of the stored attendee nothing is kept until answers have settled again, so a
 * page still showing the previous attendee's answers is never kept for the next. Returns the stop function.
 */
export function keepPageSnapshots(client: QueryClient, doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  let owner = cacheOwner();
  let shownFor: string | null = null;
  let timer: number | undefined;
  const keep = () => {
    if (shownFor !== null && shownFor === cacheOwner()) keepShownPage(shownFor, doc);
  };
  const settle = () => {
    view.clearTimeout(timer);
    timer = view.setTimeout(() => {
      if (client.isFetching() > 0) return;
      shownFor = cacheOwner();
      keep();
    }, SETTLE_MS);
  };
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'observerAdded') settle();
  });
  const unsubscribeStorage = subscribeStorage(() => {
    const next = cacheOwner();
    if (next === owner) return;
    owner = next;
    shownFor = null;
  });
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') keep();
  };
  doc.addEventListener('visibilitychange', onHidden);
  view.addEventListener('pagehide', keep);
  // The page shown when this starts (its answers may all be in already).
  settle();
  return () => {
    view.clearTimeout(timer);
    unsubscribeCache();
    unsubscribeStorage();
    doc.removeEventListener('visibilitychange', onHidden);
    view.removeEventListener('pagehide', keep);
  };
}
