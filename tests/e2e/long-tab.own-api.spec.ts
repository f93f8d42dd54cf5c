/**
 * A tab left open all week: one signed-in tab of the mocking-off build (its API answered by the
 * `mockApi` fixture, so no service worker stands between the tab and the answers) is driven through route changes (by its side menu)
 * and refetches (the tab regains focus after the data went stale), with the clock moving from the
 * demo's 20 August to the last conference day, past the registration countdown. At the end, back on
 * the page it started from, the JS heap after garbage collection has grown by less than the limit,
 * and the DOM nodes and event listeners outside the page shown, and the running intervals, are what
 * they were there at the start: nothing a left page created outlives it.
 *
 * The page shown is left out of the node and listener figures because its content follows the clock: on
 * 20 August the dashboard shows the next meeting with its reminder choice and a link to the preferences, on
 * the last day neither. What a page adds to the window, the document, its body or the app's root, and what
 * stays on nodes no longer shown, is counted.
 *
 * The browser tests run a short walk (40 route changes); `npm run bench:long-tab` runs the week
 * (LONG_TAB_ROUTES=300, LONG_TAB_REFETCHES=100) and prints the same figures.
 */
import type { CDPSession, Page } from '@playwright/test';
import { DEMO_NOW, expect, test } from './mock-api';

const ROUTE_CHANGES = Number(process.env.LONG_TAB_ROUTES ?? 40);
const REFETCH_ROUNDS = Number(process.env.LONG_TAB_REFETCHES ?? Math.ceil(ROUTE_CHANGES / 3));
/**
 * 5 MB for the week's 300 route changes; shorter walks get 1.5 MB (what the first changes add to the
 * query and offline caches, and the measurement itself: 1.0 MB on a quiet machine, up to 1.7 MB with
 * the unit tests running beside) plus the rest scaled to their length.
 */
const HEAP_LIMIT_BYTES = 1_500_000 + (3_500_000 * ROUTE_CHANGES) / 300;
/** The last conference day, 11 September 2025, 18:00 London. */
const WEEK_END = Date.parse('2025-09-11T18:00:00+01:00');

type Counters = {
  heap: number;
  /** Every DOM node and event listener of the tab. */
  nodes: number;
  listeners: number;
  /** The document's nodes by their ids, and the event listeners on each of them. */
  nodeIds: Set<number>;
  listenersByNode: Map<number, number>;
  intervals: number;
  detached: number;
};

/** The document's nodes (itself included) by their ids, and the event listeners on each of them. */
async function documentFigures(cdp: CDPSession) {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const nodeIds = new Set<number>();
  type DomNode = { backendNodeId: number; children?: DomNode[]; shadowRoots?: DomNode[]; pseudoElements?: DomNode[] };
  const walk = (node: DomNode) => {
    nodeIds.add(node.backendNodeId);
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? []), ...(node.pseudoElements ?? [])])
      walk(child);
  };
  walk(root);
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: root.backendNodeId });
  if (!object.objectId) throw new Error('the document should be reachable');
  try {
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: object.objectId,
      depth: -1,
      pierce: true,
    });
    const listenersByNode = new Map<number, number>();
    for (const { backendNodeId = 0 } of listeners)
      listenersByNode.set(backendNodeId, (listenersByNode.get(backendNodeId) ?? 0) + 1);
    return { nodeIds, listenersByNode };
  } finally {
    await cdp.send('Runtime.releaseObject', { objectId: object.objectId });
  }
}

/** All the listeners of `byNode`. */
const listenersOn = (byNode: Map<number, number>) => [...byNode.values()].reduce((total, count) => total + count, 0);

/**
 * The tab's figures after garbage collection. Collections repeat until the DOM node count stops
 * falling: one collection can leave nodes that the next one frees.
 */
async function counters(page: Page, cdp: CDPSession): Promise<Counters> {
  let dom = await cdp.send('Memory.getDOMCounters');
  for (let round = 0; round < 6; round += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    const next = await cdp.send('Memory.getDOMCounters');
    const settled = next.nodes >= dom.nodes && round > 0;
    dom = next;
    if (settled) break;
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
  const intervals = await page.evaluate(
    () => (window as unknown as { __liveIntervals: Set<number> }).__liveIntervals.size,
  );
  return {
    heap: usedSize,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    ...(await documentFigures(cdp)),
    intervals,
    detached: detachedNodes.reduce((sum, node) => sum + node.retainedNodeIds.length, 0),
  };
}

/**
 * Waits until the page shown has finished building: no loader, no request in flight and the same number of elements
 * twice 300 ms apart (a part rendered later, such as a deferred section, would otherwise count as growth or loss).
 */
async function settled(page: Page) {
  await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const elements = () => page.evaluate(() => document.getElementsByTagName('*').length);
  await expect
    .poll(
      async () => {
        const before = await elements();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return (await elements()) === before;
      },
      { message: 'the page should stop changing' },
    )
    .toBe(true);
}

/** The side menu's own pages (no outside links, no mail links). */
async function menuTargets(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.locator('a.side-menu__link').first()).toBeVisible();
  const hrefs = await menu
    .locator('a.side-menu__link:not([target]):not([href^="mailto:"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/user')))];
}

/** Opens a side-menu page by its link, as the attendee does, and waits for its heading. */
async function openFromMenu(page: Page, href: string) {
  await dismissDialog(page);
  await page.getByRole('navigation', { name: 'Side menu' }).locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Every answer in before the clock jumps: a jump over a request in flight would time it out.
  await page.waitForLoadState('networkidle');
}

/** A dialog the walk brings up (the registration countdown's end) is answered the way it offers. */
async function dismissDialog(page: Page) {
  const confirm = page.locator('.swal2-container .swal2-confirm');
  if (await confirm.isVisible()) await confirm.click();
}

test('a tab left open all week: heap, DOM nodes, listeners and intervals come back', async ({ page, signIn }) => {
  test.setTimeout(60_000 + ROUTE_CHANGES * 3_000);
  await page.clock.install({ time: DEMO_NOW });
  // Counts the intervals running now, on top of the test clock's own timers.
  await page.addInitScript(() => {
    const live = new Set<number>();
    (window as unknown as { __liveIntervals: Set<number> }).__liveIntervals = live;
    const setInterval = window.setInterval.bind(window);
    const clearInterval = window.clearInterval.bind(window);
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      const id = setInterval(handler, timeout, ...args);
      live.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      clearInterval(id);
    }) as typeof window.clearInterval;
  });
  // The conference's photo and file host answers as a real one does (a failed name look-up keeps a left
  // page's images, and with them the page, alive until the look-up gives up).
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
          })
        : route.abort(),
  );
  await signIn('investor1');
  const targets = await menuTargets(page);
  expect(targets.length, 'side-menu pages to walk').toBeGreaterThan(5);
  const home = targets[0];
  // One lap first: every page's code is loaded once and kept, which is not growth.
  for (const target of [...targets.slice(1), home]) await openFromMenu(page, target);
  // The service worker is registered a few seconds after the page loads (src/app/service-worker.ts) and then keeps
  // its hourly update check: the start figures are taken once it does, however quickly the lap went.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __liveIntervals: Set<number> }).__liveIntervals.size), {
      message: "the service worker's hourly update check should be running before the start figures",
    })
    .toBe(1);
  const cdp = await page.context().newCDPSession(page);
  await dismissDialog(page);
  await settled(page);
  const start = await counters(page, cdp);

  let apiGets = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) apiGets += 1;
  });
  const step = (WEEK_END - DEMO_NOW.getTime()) / ROUTE_CHANGES;
  const refetchEvery = Math.max(1, Math.floor(ROUTE_CHANGES / REFETCH_ROUNDS));
  let refetchRounds = 0;
  for (let change = 1; change <= ROUTE_CHANGES; change += 1) {
    await openFromMenu(page, targets[change % targets.length]);
    await page.clock.fastForward(step);
    if (change % refetchEvery === 0 && refetchRounds < REFETCH_ROUNDS) {
      // The tab comes back into view with every answer stale: react-query asks again.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      refetchRounds += 1;
    }
  }
  await openFromMenu(page, home);
  await dismissDialog(page);
  await settled(page);
  const end = await counters(page, cdp);

  const growth = end.heap - start.heap;
  const line = (name: string, ...figures: number[]) =>
    `#   ${name.padEnd(16)} ${figures.map((n) => String(n).padStart(12)).join(' ')}`;
  // eslint-disable-next-line no-console
  console.log(
    [
      `# long tab: ${ROUTE_CHANGES} route changes, ${refetchRounds} refetch rounds (${apiGets} API reads), clock to ${new Date(WEEK_END).toISOString()}`,
      `#   ${'figure'.padEnd(16)} ${['start', 'end'].map((h) => h.padStart(12)).join(' ')}`,
      line('heap (bytes)', start.heap, end.heap),
      line('DOM nodes', start.nodes, end.nodes),
      line('  in the page', start.nodeIds.size, end.nodeIds.size),
      line('listeners', start.listeners, end.listeners),
      line('  in the page', listenersOn(start.listenersByNode), listenersOn(end.listenersByNode)),
      line('intervals', start.intervals, end.intervals),
      line('detached nodes', start.detached, end.detached),
      `#   heap growth ${(growth / 1e6).toFixed(2)} MB (limit ${(HEAP_LIMIT_BYTES / 1e6).toFixed(2)} MB)`,
    ].join('\n'),
  );
  expect(apiGets, 'the walk reads the API again').toBeGreaterThanOrEqual(refetchRounds);
  expect(growth, 'heap growth after garbage collection').toBeLessThan(HEAP_LIMIT_BYTES);
  // Nothing a left page created outlives it: back on the start page, the tab holds what it held there.
  expect(end.intervals, 'intervals running on the start page').toBeLessThanOrEqual(start.intervals);
  // The page shown follows the clock (its content is not the start's): what is outside the document (the window's
  // listeners, nodes no longer shown), and the listeners on each node shown at both ends, must not have grown.
  expect(end.listeners - listenersOn(end.listenersByNode), 'event listeners outside the page').toBeLessThanOrEqual(
    start.listeners - listenersOn(start.listenersByNode),
  );
  const grownOnKeptNodes = [...end.listenersByNode].filter(
    ([id, count]) => start.nodeIds.has(id) && count > (start.listenersByNode.get(id) ?? 0),
  );
  expect(
    grownOnKeptNodes,
    'nodes shown at the start and at the end with more event listeners ([node id, count])',
  ).toEqual([]);
  expect(end.nodes - end.nodeIds.size, 'DOM nodes outside the page').toBeLessThanOrEqual(
    start.nodes - start.nodeIds.size,
  );
  expect(end.detached, 'detached DOM nodes kept alive').toBeLessThanOrEqual(start.detached);
});
