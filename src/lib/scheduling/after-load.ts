/**
 * How long after the page's load event the work that can wait begins (the service worker's install,
 * the web app manifest's link): each costs the device's processors for a moment, which on a first
 * visit would compete with the page's own start-up and the attendee's first taps.
 */
export const SETTLED_AFTER_LOAD_MS = 5000;

/**
 * Runs `callback` `delayMs` after the page's load event (at once if it has passed), then when the
 * browser is idle (at most 2 s later): work that must not compete with a first visit's own files,
 * answers and first taps. Returns a function that cancels the callback if it has not run yet.
 */
export function afterLoadWhenIdle(callback: () => void, delayMs: number): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(callback, { timeout: 2000 });
    else callback();
  };
  const later = () => {
    timer = window.setTimeout(whenIdle, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
