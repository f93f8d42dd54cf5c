/**
 * A returning attendee's page, painted before the portal's code has run: the page as the attendee last saw it (its
 * rendered DOM, kept by page-snapshot.ts when its data had painted and when the page was left), read from local
 * storage by the kept-page painter (src/boot/kept-page.ts, index.html's inline script right after the head script) and built into #root as inert elements, with the stylesheets
 * it was shown with. The app then renders the live page over it in one commit (src/main.tsx) and fresh answers follow.
 *
 * The snapshot is attendee data and follows the saved answers' rules (persisted-cache.ts): kept in local storage
 * under a key naming the attendee (its owner is also inside it and checked), so one attendee's page is never painted
 * for another; nothing for a visitor (no stored client with an API token); gone with the rest of local storage when the
 * session ends (logout or a 401 clear it, wipe.ts).
 *
 * It is built with the DOM's own element and text methods (never parsed as HTML, no Trusted Types sink): elements
 * that could run or load anything (script, style, link, iframe …), event-handler attributes and addresses of any
 * scheme but the web's own (http, https, mail and phone links, images written into their address) are left out, so even a tampered store paints only inert markup.
 *
 * The kept-page painter bundles this module: it may import only what adds no code of its own at load.
 */
import { CLIENT_KEY } from '@/lib/session/storage-keys';

/** Local storage key of a kept page: this prefix, the owner's person id, a colon, the page's path. */
export const PAGE_SNAPSHOT_PREFIX = 'portal_page:';
/** Raise when the kept shape changes, so an older one is not painted. */
export const PAGE_SNAPSHOT_VERSION = 1;
/** The pages kept for a returning visit (paths.user.dashboard, .schedulePreview, .agenda: a test holds them equal). */
export const SNAPSHOT_PATHS: readonly string[] = ['/user/dashboard', '/user/schedule-preview', '/user/agenda'];
/** Marks #root while it holds a kept page (the app renders over it instead of hydrating it). */
export const SNAPSHOT_ATTRIBUTE = 'data-page-snapshot';
/** Marks the stylesheet links the kept page brought. */
const STYLE_ATTRIBUTE = 'data-page-snapshot-style';
const ROUTE_STYLE_ATTRIBUTE = 'data-route-stylesheet';

/** A text, or an element: its tag (`svg:` in front in the SVG namespace), its attributes as name/value pairs, its children. */
export type SnapshotNode = string | SnapshotElement;
export interface SnapshotElement extends Array<string | string[] | SnapshotNode> {
  0: string;
  1: string[];
}

export type PageSnapshot = {
  v: number;
  /** The attendee it was taken for (person id). */
  owner: string;
  path: string;
  /** The build's own stylesheet (index.html's), which the page must still have for the snapshot to fit it. */
  base: string;
  /** The stylesheets the page had beside it, in order: address and whether it is the route's (route-stylesheet.ts). */
  styles: [href: string, route: boolean][];
  nodes: SnapshotNode[];
};

export const snapshotKey = (owner: string, path: string) => `${PAGE_SNAPSHOT_PREFIX}${owner}:${path}`;

/** The owner named by the stored client's text (as cacheOwner reads it), or null: no client, no token, no id. */
export function ownerOfClient(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const client = JSON.parse(raw) as { api_token?: unknown; client_id?: unknown } | null;
    return typeof client?.api_token === 'string' && client.api_token.length > 0 && typeof client.client_id === 'number'
      ? String(client.client_id)
      : null;
  } catch {
    return null;
  }
}

const SVG = 'http://www.w3.org/2000/svg';
const LEFT_OUT =
  /^(script|style|link|meta|base|iframe|frame|object|embed|template|noscript|portal|svg:script|svg:foreignobject)$/i;
const ADDRESS = /^(href|src|action|formaction|xlink:href|poster|data)$/i;
/** The schemes an address keeps (by an allow-list: any other scheme, script or document, is left out)… */
const KEPT_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
/** …and an image written into its address. */
const IMAGE_DATA = /^data:image\/(png|gif|jpeg|webp)[;,]/i;

/** Whether `value`, read as the browser would (relative to `base`), is an address a kept page may hold. */
export function keptAddress(value: string, base: string): boolean {
  try {
    const url = new URL(value, base);
    return KEPT_SCHEMES.includes(url.protocol) || (url.protocol === 'data:' && IMAGE_DATA.test(url.href));
  } catch {
    return false;
  }
}

/** The element or text a kept node stands for, built inert (see the module's comment), or null when left out. */
export function buildNode(node: SnapshotNode, doc: Document): Node | null {
  if (typeof node === 'string') return doc.createTextNode(node);
  if (!Array.isArray(node) || typeof node[0] !== 'string' || LEFT_OUT.test(node[0])) return null;
  const [tag, attributes, ...children] = node as [string, string[], ...SnapshotNode[]];
  const svg = tag.startsWith('svg:');
  const element = svg ? doc.createElementNS(SVG, tag.slice(4)) : doc.createElement(tag);
  for (let i = 0; i + 1 < attributes.length; i += 2) {
    const name = attributes[i];
    const value = attributes[i + 1];
    if (/^on/i.test(name) || name === 'srcdoc' || (ADDRESS.test(name) && !keptAddress(value, doc.location.href)))
      continue;
    try {
      element.setAttribute(name, value);
    } catch {
      // a name the DOM refuses is left out
    }
  }
  for (const child of children) {
    const built = buildNode(child, doc);
    if (built) element.appendChild(built);
  }
  return element;
}

/** index.html's own stylesheet: the first one the page has that a kept page did not bring. */
export function baseStylesheet(doc: Document): string | null {
  return doc.querySelector(`link[rel="stylesheet"]:not([${STYLE_ATTRIBUTE}])`)?.getAttribute('href') ?? null;
}

/** The kept page for the signed-in attendee `owner` and the document's path, or null. */
export function readSnapshot(storage: Storage, owner: string, path: string): PageSnapshot | null {
  if (!SNAPSHOT_PATHS.includes(path)) return null;
  try {
    const snapshot = JSON.parse(storage.getItem(snapshotKey(owner, path)) ?? 'null') as PageSnapshot | null;
    return snapshot?.v === PAGE_SNAPSHOT_VERSION &&
      snapshot.owner === owner &&
      snapshot.path === path &&
      Array.isArray(snapshot.nodes) &&
      Array.isArray(snapshot.styles)
      ? snapshot
      : null;
  } catch {
    return null;
  }
}

/** A same-origin stylesheet of the build (the only kind a kept page may bring back). */
const OWN_STYLESHEET = /^\/(assets|styles)\/[\w.-]+\.css$/;

/**
 * Paints the signed-in attendee's kept page for this address, if there is one: its stylesheets are asked for at once
 * (preloads in <head>), and once #root is parsed they are linked after the build's own stylesheet (the order the page
 * had) and the page is built into #root when they have loaded, so it paints styled. Nothing when the build's
 * stylesheet differs from the one the page was kept with (a new version of the portal).
 */
export function paintPageSnapshot(clientRaw: string | null, doc: Document = document, storage: Storage = localStorage) {
  const owner = ownerOfClient(clientRaw);
  if (owner === null) return;
  const snapshot = readSnapshot(storage, owner, doc.location.pathname);
  if (!snapshot) return;
  const styles = snapshot.styles.filter(([href]) => typeof href === 'string' && OWN_STYLESHEET.test(href));
  for (const [href] of styles) {
    const preload = doc.createElement('link');
    preload.rel = 'preload';
    preload.as = 'style';
    preload.href = href;
    doc.head.appendChild(preload);
  }

  const build = (root: HTMLElement) => {
    // The attendee may have been replaced meanwhile (another tab), or the app already rendered.
    if (ownerOfClient(storage.getItem(CLIENT_KEY)) !== owner || root.firstChild) return;
    const fragment = doc.createDocumentFragment();
    for (const node of snapshot.nodes) {
      const built = buildNode(node, doc);
      if (!built) continue;
      if (built instanceof Element) built.setAttribute('inert', '');
      fragment.appendChild(built);
    }
    root.setAttribute(SNAPSHOT_ATTRIBUTE, '');
    root.appendChild(fragment);
  };

  const place = (root: HTMLElement) => {
    if (baseStylesheet(doc) !== snapshot.base) return;
    const base = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${snapshot.base}"]`);
    const waiting: Promise<unknown>[] = [];
    let after: Element | null = base;
    for (const [href, route] of styles) {
      const address = new URL(href, doc.location.href).href;
      if ([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === address))
        continue;
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(STYLE_ATTRIBUTE, '');
      if (route) link.setAttribute(ROUTE_STYLE_ATTRIBUTE, '');
      waiting.push(
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
      );
      if (after) after.after(link);
      else doc.head.appendChild(link);
      after = link;
    }
    if (waiting.length === 0) build(root);
    else void Promise.all(waiting).then(() => build(root));
  };

  const root = doc.getElementById('root');
  if (root) {
    place(root);
    return;
  }
  const observer = new MutationObserver(() => {
    const found = doc.getElementById('root');
    if (!found) return;
    observer.disconnect();
    place(found);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}
