/**
 * Whether a form on the page holds typing that has not been sent: a form counts as open from the
 * first input in it until it is submitted or reset, or leaves the page. A new version of the
 * portal is never loaded while one is open (src/app/update-prompt.tsx).
 */
const edited = new Set<HTMLFormElement>();
const listeners = new Set<() => void>();
let watching = false;

function notify() {
  for (const listener of [...listeners]) listener();
}

function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (target instanceof HTMLFormElement) return target;
  if (target instanceof Element) return target.closest('form') ?? (target as HTMLInputElement).form ?? null;
  return null;
}

function onInput(event: Event) {
  const form = formOf(event.target);
  if (!form || edited.has(form)) return;
  edited.add(form);
  notify();
}

function onDone(event: Event) {
  const form = formOf(event.target);
  if (form && edited.delete(form)) notify();
}

/** Starts following the page's forms (idempotent). */
export function watchOpenForms(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  document.addEventListener('submit', onDone, true);
  document.addEventListener('reset', onDone, true);
}

/** True while an edited form is still on the page. */
export function hasOpenForm(): boolean {
  for (const form of [...edited]) if (!form.isConnected) edited.delete(form);
  return edited.size > 0;
}

/** Calls `listener` when a form is first edited, or submitted or reset. */
export function subscribeOpenForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: forget every edited form. */
export function resetOpenForms(): void {
  edited.clear();
}
