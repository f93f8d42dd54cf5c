/**
 * Debian's Chromium as the browser tests, the preferences benchmark and the Lighthouse script
 * start it (Playwright cannot download its own browsers here).
 */
export const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

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
