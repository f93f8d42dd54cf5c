/**
 * What happens before the first render: the mock backend (mock mode only) and the maps
 * script the spec loads before start (A§7; a failure never blocks start-up). The portal's
 * service worker is registered after the first render (src/app/service-worker.ts).
 */
import { mapsScriptUrl } from '@/config/api-location';
import { env } from '@/config/env';
import { TRUSTED_TYPE_POLICIES } from '@/config/trusted-types';
import { t } from '@/i18n/i18n';
import { createPolicy, refuse, trustedScriptUrl } from '@/lib/trusted-types';
import { RELOAD_TEXT } from './chunk-error';

export const MAPS_SCRIPT_TIMEOUT_MS = 4000;

/** The one script address the portal inserts itself: the maps script of its own API. */
const mapsScript = createPolicy(TRUSTED_TYPE_POLICIES.mapsScript, {
  createScriptURL: (url) => (url === mapsScriptUrl(env.apiBaseUrl) ? url : refuse(url)),
});

export function loadMapsScript(timeoutMs = MAPS_SCRIPT_TIMEOUT_MS): Promise<'loaded' | 'failed' | 'timeout'> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(mapsScript, mapsScriptUrl(env.apiBaseUrl));
    script.async = true;
    const timer = window.setTimeout(() => resolve('timeout'), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve('loaded');
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      resolve('failed');
    });
    document.head.appendChild(script);
  });
}

export async function startMocking(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING !== 'on') return;
  const [{ startMockWorker }, { pinClock }, { setMockNow }] = await Promise.all([
    import('@/mocks/browser'),
    import('@/lib/dates/clock'),
    import('@/mocks/clock'),
  ]);
  if (env.fixedNow) {
    const instant = new Date(env.fixedNow);
    pinClock(instant);
    setMockNow(instant);
  }
  await startMockWorker();
}

/**
 * A failure before or during the first render (the mock backend's code could not be
 * downloaded, the page has no #root) shows a message with Reload, written with the DOM
 * alone since React may be what failed, in the attendee's language when it was loaded (English otherwise).
 */
export function showStartupFailure(error: unknown, doc: Document = document): void {
  console.error('The portal could not start', error);
  const main = doc.createElement('main');
  main.id = 'main-content';
  main.className = 'public-main app-error';
  const heading = doc.createElement('h1');
  heading.textContent = t(RELOAD_TEXT.appTitle);
  const box = doc.createElement('div');
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  const detail = doc.createElement('p');
  detail.textContent = t(RELOAD_TEXT.detail);
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--primary';
  button.textContent = t(RELOAD_TEXT.button);
  button.addEventListener('click', () => doc.defaultView?.location.reload());
  box.append(detail, button);
  main.append(heading, box);
  (doc.getElementById('root') ?? doc.body).replaceChildren(main);
}
