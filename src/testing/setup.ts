import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { clearSession } from '@/lib/session/session';
import { loadSanitizer } from '@/lib/html/load-sanitizer';
import { forgetTestClients } from '@/testing/test-clients';

// Tests wait on what the user sees, for as long as a busy machine needs: a broken rule still fails,
// only later. Lazy pages compile on first use and alerts load on demand.
configure({ asyncUtilTimeout: 30_000 });
// A failed query's error prints the whole document. While waitFor (and every findBy) looks again and again, each
// failed look's error is thrown away, and the one that times out is given the document then: Testing Library marks
// those looks (its `_disableExpensiveErrorDiagnostics`), and they skip the print. A failure still shows the page.
configure({
  getElementError: (message, container) => {
    const quiet = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
    const text = [
      message,
      quiet ? '' : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const error = new Error(text);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// The portal (and sweetalert2) use matchMedia, which jsdom lacks, and scrolling, which neither test document
// (happy-dom, and jsdom for a few files: vitest.config.ts) does, as it lays nothing out.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;
// Node's BroadcastChannel reaches every worker thread of the process: without this, a page saved by a test in one
// worker would tell the page of a test in the other that it changed elsewhere (src/lib/api/other-tabs.ts), and that
// page would refresh under the test. The channels of one worker (the tabs of one test) still reach each other.
// The setup runs again for each file of a worker (vitest.config.ts): the channel is wrapped once.
const WORKER_SUFFIX = `:worker-${process.env.VITEST_POOL_ID ?? process.pid}`;
if (!('workerSuffix' in globalThis.BroadcastChannel)) {
  const NodeBroadcastChannel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class WorkerBroadcastChannel extends NodeBroadcastChannel {
    static workerSuffix = WORKER_SUFFIX;
    constructor(name: string) {
      super(`${name}${WORKER_SUFFIX}`);
    }
  };
}
// jsdom lacks innerText (happy-dom has it); sweetalert2 writes dialog titles (titleText) through it.
if (!('innerText' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent ?? '';
    },
    set(this: HTMLElement, value: string) {
      this.textContent = value;
    },
  });
}
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Page tests wait on what the user sees (findBy…, waitFor): a render that an answer causes between two such waits is
// the page at work, not a missed act(). Testing Library sets this flag itself for its own act() calls (render, events)
// and clears it while it waits; cleared here between them too, React names no "not wrapped in act" for those renders
// (each such warning built a component stack: about 950 per run).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
// In a browser the sanitiser arrives a moment after a server text's words are first painted (it
// then shows formatted); here it is loaded first, so pages render the formatted text at once.
// src/components/__tests__/safe-html.test.tsx covers the words shown before it arrives.
beforeAll(() => loadSanitizer());
beforeEach(() => {
  resetDb();
  clearSession();
  // Files share a worker's document (vitest.config.ts): nothing stored by one test reaches the next.
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(async () => {
  cleanup();
  forgetTestClients();
  vi.useRealTimers();
  server.resetHandlers();
  // Dialogs live outside React's tree; close them so one test's alert never leaks into the next.
  // Swal.isVisible() is always false in a test document (no layout), so close unconditionally: it is a no-op
  // without a dialog, and otherwise settles the dialog's promise, timer and handlers.
  // A dialog a page asked for just before the test ended may still be loading its code: closeDialogs waits for it.
  // Files that replace the alerts module (vi.mock) have no closeDialogs.
  const alerts: Partial<typeof import('@/lib/alerts')> = await import('@/lib/alerts').catch(() => ({}));
  try {
    await alerts.closeDialogs?.();
  } catch {
    // a replaced alerts module without it
  }
  const { default: Swal } = await import('sweetalert2/dist/sweetalert2.esm.js');
  Swal.close();
  document.querySelectorAll('.swal2-container').forEach((node) => node.remove());
  // What an open dialog hid from assistive technologies (sweetalert2 gives it back after its closing animation).
  document.querySelectorAll('body > [aria-hidden]').forEach((node) => node.removeAttribute('aria-hidden'));
  document.body.className = '';
});
afterAll(() => server.close());
