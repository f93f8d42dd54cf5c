import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppQueryClient } from '@/app/app';
import { showTranslatedPage } from '@/boot/translating';
import '@/boot/translating.css';
import { loadMapsScript, showStartupFailure, startMocking } from '@/app/bootstrap';
import { trackInputModality } from '@/app/input-modality';
import { preloadRoute, preloadRouteParts, startPageData } from '@/app/router';
import { startServiceWorker } from '@/app/service-worker';
import { linkWebManifestOnceSettled } from '@/app/web-manifest';
import { activeLocale } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';
import { installDefaultPolicy } from '@/lib/html/default-policy';
import { followBrowserOnlineState } from '@/lib/offline/online';
import { watchOpenForms } from '@/lib/offline/open-forms';
import { keepPagesOnceSignedIn, releaseKeptPage } from '@/lib/offline/keep-pages';
import { SNAPSHOT_ATTRIBUTE } from '@/lib/offline/page-snapshot-paint';
import { preloadPersistence, restoreBeforeRender } from '@/lib/offline/persisted-cache';
import { nextTask } from '@/lib/scheduling/next-task';
import { afterPageSettled } from '@/lib/scheduling/after-page-painted';
import '@/styles/global.css';

const PAGE_CODE_WAIT_MS = 3000;

/**
 * Shows the page once the app's first render is committed, before it is painted: a page written in English was kept
 * unpainted while another language was applied (src/boot/translating.ts).
 */
function PageShown() {
  useLayoutEffect(() => showTranslatedPage(), []);
  return null;
}

async function start() {
  // Before the mock backend's worker is registered and before any dialog is built.
  installDefaultPolicy();
  trackInputModality();
  // The page's code, waited for at most PAGE_CODE_WAIT_MS: on a very slow connection the layout and
  // a loader show first.
  const pageCode = Promise.race([
    preloadRoute(window.location.pathname),
    new Promise((resolve) => window.setTimeout(resolve, PAGE_CODE_WAIT_MS)),
  ]);
  // A language other than English, set by the head script from the remembered choice: its catalogue (or English
  // again where the switch is not offered), beside the page's code. An English page loads nothing for it.
  const language =
    document.documentElement.lang === SOURCE_LOCALE ? null : import('@/i18n/start').then((m) => m.startLanguage());
  await startMocking();
  // The maps script (A§7), fetched beside the page's own code (see docs/performance.md).
  const mapsScript = loadMapsScript();
  // The rest of start-up in a task of its own: evaluating the first modules is already most of
  // what a long task may hold, and the browser can handle arriving files in between.
  await nextTask();
  const queryClient = createAppQueryClient();
  // With the mock backend running (demo builds), so its answers are the ones asked for.
  startPageData(window.location.pathname, queryClient);
  preloadPersistence();
  followBrowserOnlineState();
  watchOpenForms();
  await Promise.all([mapsScript, pageCode, language]);
  // English after all (the language did not load, or the switch is not offered): the written page as it is.
  if (activeLocale() === SOURCE_LOCALE) showTranslatedPage();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // A returning attendee's kept page is showing (src/lib/offline/page-snapshot-paint.ts): the first render replaces
  // it in one commit, so it must already show the saved answers and every part of the page, not a loader.
  const keptPage = container.hasAttribute(SNAPSHOT_ATTRIBUTE);
  if (keptPage) await Promise.all([restoreBeforeRender(queryClient), preloadRouteParts(window.location.pathname)]);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
      <PageShown />
    </StrictMode>
  );
  // A page written at build time (src/app/prerender.tsx) is taken over as it is; every other path
  // starts from index.html's #root, empty or holding a kept page that the first commit replaces. Either way as a transition, so the work yields to the
  // browser every few milliseconds instead of holding the main thread in one task.
  // A written page is English: in another language it is rendered anew rather than taken over.
  if (container.firstElementChild && !keptPage && activeLocale() === SOURCE_LOCALE) {
    startTransition(() => void hydrateRoot(container, app));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    if (keptPage) releaseKeptPage(container);
  }
  // Once the page has painted and loaded, so the first visit's files and first paint are the app's alone.
  afterPageSettled(() => keepPagesOnceSignedIn(queryClient));
  linkWebManifestOnceSettled();
  startServiceWorker();
}

start().catch((error: unknown) => {
  showTranslatedPage();
  showStartupFailure(error);
});
