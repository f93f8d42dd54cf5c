/**
 * Debian's Chromium as the browser tests, the preferences benchmark and the Lighthouse script
 * start it (Playwright cannot download its own browsers here).
 *
 * The browser tests run on Chromium's headless shell (Debian's `chromium-headless-shell`): the same
 * engine without the desktop browser around it, about a quarter less CPU for the whole suite
 * (docs/performance.md, CI time). Their screenshots are taken with it. Lighthouse and the benchmarks
 * keep the full browser, as real visitors have it.
 */
export const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

export const HEADLESS_SHELL = process.env.E2E_HEADLESS_SHELL || '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
