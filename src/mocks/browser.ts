/**
 * The mock backend in the browser demo: a service worker answers every
 * `/api/v1/user` request from the in-memory database (persisted per tab in
 * sessionStorage). Imported dynamically only when VITE_API_MOCKING is on.
 */
import { setupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { MOCK_SERVICE_WORKER_URL } from '@/config/trusted-types';
import { setMockNow } from './clock';
import { enablePersistence, resetDb } from './db';
import { changeDemoSchedule, shareDemoChanges } from './demo-changes';
import { addGeneratedCompanies } from './generated-companies';
import { addGeneratedColleagues, addGeneratedMeetings } from './generated-people';
import { handlers } from './handlers';

declare global {
  interface Window {
    /** Restores the demo seed (used by browser tests and for a manual demo reset). */
    __resetMockDb?: () => void;
    /** Changes the demo schedule as the organisers would between two visits (see ./demo-changes.ts). */
    __changeDemoSchedule?: () => void;
    /** Load-test helpers of the demo database (used by scripts/bench-preferences.mjs and bench-interactions.mjs). */
    __mockDb?: {
      addGeneratedCompanies: (count: number) => number;
      addGeneratedMeetings: (clientId: number, count: number) => number;
      addGeneratedColleagues: (clientId: number, count: number) => number;
    };
  }
}

export async function startMockWorker(): Promise<void> {
  if (env.fixedNow) {
    const pinned = Date.parse(env.fixedNow);
    if (!Number.isNaN(pinned)) setMockNow(new Date(pinned));
  }
  enablePersistence();
  window.__resetMockDb = resetDb;
  window.__changeDemoSchedule = changeDemoSchedule;
  shareDemoChanges();
  window.__mockDb = { addGeneratedCompanies, addGeneratedMeetings, addGeneratedColleagues };
  await untilActivatingWorkerControls();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    // A string URL, as msw passes it on: the 'default' Trusted Types policy lets this one through.
    serviceWorker: { url: MOCK_SERVICE_WORKER_URL },
    quiet: true,
  });
}

/**
 * msw reloads a page its worker does not control while a registration exists. A page opened while the
 * worker registered by the previous one is still starting up is in that state for a moment only: the
 * worker claims every open page once it is active. So such a page waits for that (at most 5 s) instead of
 * being reloaded; a page the active worker does not control (a reload that bypassed it) is left to msw.
 */
async function untilActivatingWorkerControls(): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (!registrations.some((registration) => registration.active?.state !== 'activated')) return;
  await new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, 5000);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    if (navigator.serviceWorker.controller) done();
  });
}
