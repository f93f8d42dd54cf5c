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
