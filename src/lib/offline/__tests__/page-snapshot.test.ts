import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/client';
import { logout } from '@/lib/session/logout';
import { writeItem } from '@/lib/session/storage';
import { server } from '@/mocks/node';
import { keepPageSnapshots, keepShownPage, SETTLE_MS } from '../page-snapshot';
import {
  PAGE_SNAPSHOT_PREFIX,
  type PageSnapshot,
  paintPageSnapshot,
  SNAPSHOT_ATTRIBUTE,
  SNAPSHOT_PATHS,
  snapshotKey,
} from '../page-snapshot-paint';

const INVESTOR = 1001;
const PRESENTER = 1101;
const clientOf = (id: number) => JSON.stringify({ id, client_id: id, api_token: `token-${id}` });
const signIn = (id: number) => writeItem('client', JSON.parse(clientOf(id)));
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(PAGE_SNAPSHOT_PREFIX));
const root = () => document.getElementById('root')!;
const BASE_STYLESHEET = '/assets/index-Ab12Cd34.css';

/** The investor's schedule as the app renders it: a heading, a meeting, an icon and the form fields of its toolbar. */
function renderSchedule() {
  root().innerHTML = `
    <div class="layout"><main id="main-content"><h1 class="page-heading">Meeting Schedule – Mr. James Whitmore</h1>
    <article aria-label="Nile Delta Bank"><p style="color: green">Nile Delta Bank &lt;b&gt;</p>
    <svg viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10"></path></svg></article>
    <label>Zone <select id="zone"><option value="a">London</option><option value="b">New York</option></select></label>
    <input id="note" type="text"><input id="remind" type="checkbox"><input id="secret" type="password">
    <textarea id="text"></textarea></main></div>`;
  (document.getElementById('zone') as HTMLSelectElement).value = 'b';
  (document.getElementById('note') as HTMLInputElement).value = 'typed';
  (document.getElementById('remind') as HTMLInputElement).checked = true;
  (document.getElementById('secret') as HTMLInputElement).value = 'hunter2';
  (document.getElementById('text') as HTMLTextAreaElement).value = 'a note';
}

function storeSnapshot(
  owner: string,
  path: string,
  change: Partial<PageSnapshot> = {},
  key = snapshotKey(owner, path),
) {
  const snapshot: PageSnapshot = { v: 1, owner, path, base: BASE_STYLESHEET, styles: [], nodes: [], ...change };
  localStorage.setItem(key, JSON.stringify(snapshot));
}

describe("a returning attendee's kept page", () => {
  beforeEach(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = BASE_STYLESHEET;
    document.head.append(link);
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    window.history.replaceState(null, '', paths.user.schedulePreview);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.body.replaceChildren();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps exactly the dashboard, the Meeting Schedule and the agenda', () => {
    expect(SNAPSHOT_PATHS).toEqual([paths.user.dashboard, paths.user.schedulePreview, paths.user.agenda]);
    signIn(INVESTOR);
    renderSchedule();
    window.history.replaceState(null, '', paths.user.preferences);
    expect(keepShownPage(String(INVESTOR))).toBe(false);
    window.history.replaceState(null, '', paths.user.agenda);
    expect(keepShownPage(String(INVESTOR))).toBe(true);
    expect(keptKeys()).toEqual([`portal_page:${INVESTOR}:/user/agenda`]);
  });

  it('is painted as it was shown, inert, form values included (never a password), for its attendee', () => {
    signIn(INVESTOR);
    renderSchedule();
    const shown = root().innerHTML;
    expect(keepShownPage(String(INVESTOR))).toBe(true);
    root().replaceChildren();

    paintPageSnapshot(clientOf(INVESTOR));
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(true);
    const layout = root().firstElementChild!;
    expect(layout.hasAttribute('inert')).toBe(true);
    layout.removeAttribute('inert');
    expect(root().querySelector('h1')?.textContent).toBe('Meeting Schedule – Mr. James Whitmore');
    expect(root().querySelector('article p')?.textContent).toBe('Nile Delta Bank <b>');
    expect(root().querySelector('article p')?.getAttribute('style')).toBe('color: green');
    expect(root().querySelector('path')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect((document.getElementById('zone') as HTMLSelectElement).value).toBe('b');
    expect((document.getElementById('note') as HTMLInputElement).value).toBe('typed');
    expect((document.getElementById('remind') as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById('secret') as HTMLInputElement).value).toBe('');
    expect((document.getElementById('text') as HTMLTextAreaElement).value).toBe('a note');
    expect(localStorage.getItem(snapshotKey(String(INVESTOR), paths.user.schedulePreview))).not.toContain('hunter2');
    // Apart from what the fields held (written into the kept page), it is the page as it was.
    for (const input of root().querySelectorAll('input')) {
      input.removeAttribute('value');
      input.removeAttribute('checked');
    }
    for (const option of root().querySelectorAll('option')) option.removeAttribute('selected');
    root().querySelector('textarea')!.textContent = '';
    expect(root().innerHTML).toBe(shown);
  });

  it('is never painted for a visitor or for another attendee, even one whose key holds it', () => {
    signIn(INVESTOR);
    renderSchedule();
    keepShownPage(String(INVESTOR));
    const kept = localStorage.getItem(snapshotKey(String(INVESTOR), paths.user.schedulePreview))!;
    root().replaceChildren();

    paintPageSnapshot(null);
    paintPageSnapshot(JSON.stringify({ client_id: INVESTOR })); // no API token: not signed in
    paintPageSnapshot(JSON.stringify({ client_id: INVESTOR, api_token: '' }));
    signIn(PRESENTER);
    paintPageSnapshot(clientOf(PRESENTER));
    localStorage.setItem(snapshotKey(String(PRESENTER), paths.user.schedulePreview), kept);
    paintPageSnapshot(clientOf(PRESENTER));
    expect(root().childNodes).toHaveLength(0);
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(false);
  });

  it('is not painted over a page already rendered, nor after the stored attendee changed', () => {
    signIn(INVESTOR);
    storeSnapshot(String(INVESTOR), paths.user.schedulePreview, { nodes: [['h1', [], 'Kept']] });
    root().append(document.createElement('p'));
    paintPageSnapshot(clientOf(INVESTOR));
    expect(root().querySelector('h1')).toBeNull();
  });

  it('is built with nothing that runs or loads: no script, frame, handler or script address', () => {
    signIn(INVESTOR);
    storeSnapshot(String(INVESTOR), paths.user.schedulePreview, {
      nodes: [
        [
          'div',
          ['class', 'page', 'onclick', 'alert(1)', 'ONMOUSEOVER', 'alert(2)'],
          ['script', [], 'alert(3)'],
          ['iframe', ['srcdoc', '<script>alert(4)</script>']],
          ['a', ['href', ' javascript:alert(5)'], 'link'],
          ['a', ['href', '/user/agenda'], 'agenda'],
          ['a', ['href', 'java\tscript:alert(11)'], 'split scheme'],
          ['a', ['href', 'vbscript:msgbox(12)'], 'vbscript'],
          ['a', ['href', 'blob:https://elsewhere.example/x'], 'blob'],
          ['a', ['href', 'https://londonconference.example/venue'], 'venue'],
          ['a', ['href', 'mailto:desk@londonconference.example'], 'mail'],
          ['img', ['src', 'data:text/html,<script>alert(6)</script>', 'alt', '']],
          ['img', ['src', 'data:image/png;base64,AAAA', 'alt', 'logo']],
          ['svg:svg', [], ['svg:script', [], 'alert(7)'], ['svg:a', ['xlink:href', 'javascript:alert(8)']]],
          ['style', [], 'body { display: none }'],
          ['link', ['rel', 'stylesheet', 'href', 'https://elsewhere.example/x.css']],
          ['object', ['data', '/x.swf']],
          ['base', ['href', 'https://elsewhere.example/']],
          ['meta', ['http-equiv', 'refresh', 'content', '0;url=https://elsewhere.example']],
          ['p', ['onerror', 'alert(9)'], 'text <img src=x onerror=alert(10)>'],
        ],
      ],
    });
    paintPageSnapshot(clientOf(INVESTOR));
    const page = root().firstElementChild!;
    expect(page.getAttribute('class')).toBe('page');
    expect(page.querySelectorAll('script, iframe, style, link, object, base, meta')).toHaveLength(0);
    expect([...page.querySelectorAll('*')].flatMap((element) => element.getAttributeNames())).not.toContainEqual(
      expect.stringMatching(/^on/i),
    );
    expect([...page.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      null,
      '/user/agenda',
      null,
      null,
      null,
      'https://londonconference.example/venue',
      'mailto:desk@londonconference.example',
      null, // the SVG link
    ]);
    expect([...page.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      null,
      'data:image/png;base64,AAAA',
    ]);
    expect(page.querySelector('p')?.textContent).toBe('text <img src=x onerror=alert(10)>');
    expect(page.querySelector('p')?.children).toHaveLength(0);
  });

  it("is not painted once the build's own stylesheet has changed (a new version of the portal)", () => {
    signIn(INVESTOR);
    storeSnapshot(String(INVESTOR), paths.user.schedulePreview, {
      base: '/assets/index-Older000.css',
      nodes: [['h1', [], 'Kept']],
    });
    paintPageSnapshot(clientOf(INVESTOR));
    expect(root().childNodes).toHaveLength(0);
  });

  it("links the page's own stylesheets after the build's, in their order, and paints once they have loaded", async () => {
    signIn(INVESTOR);
    storeSnapshot(String(INVESTOR), paths.user.schedulePreview, {
      styles: [
        ['/assets/schedule-page-Xy.css', false],
        ['/styles/schedule-print.css', true],
        ['https://elsewhere.example/x.css', false],
      ],
      nodes: [['h1', [], 'Kept']],
    });
    paintPageSnapshot(clientOf(INVESTOR));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      BASE_STYLESHEET,
      '/assets/schedule-page-Xy.css',
      '/styles/schedule-print.css',
    ]);
    expect(links[2].hasAttribute('data-route-stylesheet')).toBe(true);
    expect(root().querySelector('h1'), 'not before its stylesheets').toBeNull();
    for (const link of links.slice(1)) link.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(root().querySelector('h1')?.textContent).toBe('Kept'));
  });

  it('waits for #root when it runs before #root is parsed', async () => {
    signIn(INVESTOR);
    storeSnapshot(String(INVESTOR), paths.user.schedulePreview, { nodes: [['h1', [], 'Kept']] });
    root().remove();
    paintPageSnapshot(clientOf(INVESTOR));
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Kept'));
  });

  it('is not kept while the page shows a loader, a dialog or the kept page itself, nor without a heading', () => {
    signIn(INVESTOR);
    const owner = String(INVESTOR);
    root().innerHTML = '<main><h1>Meeting Schedule</h1><div class="loader" role="status">Loading…</div></main>';
    expect(keepShownPage(owner)).toBe(false);
    root().innerHTML = '<main><h1>Meeting Schedule</h1><div role="dialog" aria-label="Cancel?"></div></main>';
    expect(keepShownPage(owner)).toBe(false);
    root().innerHTML = '<main><p>No heading yet</p></main>';
    expect(keepShownPage(owner)).toBe(false);
    root().innerHTML = '<main><h1>Meeting Schedule</h1></main>';
    root().setAttribute(SNAPSHOT_ATTRIBUTE, '');
    expect(keepShownPage(owner)).toBe(false);
    expect(keepShownPage(null)).toBe(false);
    expect(keptKeys()).toEqual([]);
  });

  describe('kept while the app runs', () => {
    const client = new QueryClient();
    let stop: () => void = () => undefined;
    afterEach(() => stop());

    it('once the answers have settled and when the page is left; never for the next attendee before theirs settle', () => {
      vi.useFakeTimers();
      signIn(INVESTOR);
      renderSchedule();
      stop = keepPageSnapshots(client);
      vi.advanceTimersByTime(SETTLE_MS);
      expect(keptKeys()).toEqual([`portal_page:${INVESTOR}:/user/schedule-preview`]);

      // Another attendee signs in (another tab) while this page still shows the investor's schedule.
      localStorage.clear();
      signIn(PRESENTER);
      window.dispatchEvent(new Event('pagehide'));
      expect(keptKeys(), "the investor's page is not kept for the presenter").toEqual([]);
      client.setQueryData(['schedule', PRESENTER], { meetings: [] });
      vi.advanceTimersByTime(SETTLE_MS);
      root().querySelector('h1')!.textContent = 'Meeting Schedule – Ms. Layla Haddad';
      window.dispatchEvent(new Event('pagehide'));
      expect(keptKeys()).toEqual([`portal_page:${PRESENTER}:/user/schedule-preview`]);
      expect(localStorage.getItem(keptKeys()[0])).toContain('Layla Haddad');
    });

    it('is wiped at logout', async () => {
      server.use(mswHttp.post('*/api/v1/user/auth/logout', () => HttpResponse.json({ status: 200 })));
      signIn(INVESTOR);
      renderSchedule();
      keepShownPage(String(INVESTOR));
      expect(keptKeys()).toHaveLength(1);
      await logout();
      expect(keptKeys()).toEqual([]);
    });

    it('is wiped when the session expires (a 401)', async () => {
      server.use(mswHttp.get('*/api/v1/user/probe', () => HttpResponse.json({ status: 401 }, { status: 401 })));
      signIn(INVESTOR);
      renderSchedule();
      keepShownPage(String(INVESTOR));
      expect(keptKeys()).toHaveLength(1);
      await api.get('probe').catch(() => undefined);
      expect(keptKeys()).toEqual([]);
    });
  });
});
