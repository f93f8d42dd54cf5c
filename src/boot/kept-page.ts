/**
 * The kept-page painter, index.html's own inline script: for a signed-in attendee returning to a page the portal keeps
 * (the dashboard, the Meeting Schedule, the agenda), it paints that page as the attendee last saw it, before the
 * portal's code has run (src/lib/offline/page-snapshot-paint.ts). It runs right after the head script, asks for the
 * kept page's stylesheets at once and builds the page into #root as soon as #root is parsed; the pages written at
 * build time (build/written-page.ts) never carry it, and the head script on every page stays small
 * (src/boot/head-script.ts). Storage the browser refuses (it throws when site data is blocked) paints nothing.
 *
 * The build inlines it, minified, into index.html alone and allows it by its hash (build/inline-scripts.ts,
 * build/csp.ts, build/plugins/security-policy.ts): it may import only what adds no code of its own at load.
 */
import { paintPageSnapshot } from '@/lib/offline/page-snapshot-paint';
import { CLIENT_KEY } from '@/lib/session/storage-keys';

export default function paintKeptPage(): void {
  try {
    paintPageSnapshot(localStorage.getItem(CLIENT_KEY));
  } catch {
    // Storage refused: nothing kept to paint.
  }
}
