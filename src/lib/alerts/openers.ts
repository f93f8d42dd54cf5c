/**
 * The dialogs' code asked for when a control that opens a dialog is about to be used: such a control carries
 * `data-opens-dialog` (a dialog's confirmation before booking a tour, removing a request, cancelling a meeting or a
 * colleague, changing a day of attendance), and the pointer coming over it, the focus coming to it or a press
 * starting on it starts loading sweetalert2, so the click does not wait for it. Installed with what follows the
 * signed-in attendee on every page once the profile is in (src/features/reminders/components/attendee-watch.tsx),
 * not with a page's first files.
 */
import { loadSanitizer } from '@/lib/html/load-sanitizer';

/**
 * The modules ./index.ts loads for the first dialog, asked for here without it (the browser loads each module once):
 * asking ./index.ts would make the entry, which holds it, carry one more export.
 */
function preloadDialogs(): void {
  void Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('./portal-look'),
    import('./alerts.css'),
    loadSanitizer(),
  ]).catch(() => undefined);
}

/** Listens under `root` until a control marked `data-opens-dialog` is about to be used; returns the stop function. */
export function watchDialogOpeners(root: Document | HTMLElement = document): () => void {
  const kinds = ['pointerover', 'focusin', 'pointerdown'] as const;
  const stop = () => {
    for (const kind of kinds) root.removeEventListener(kind, onIntent, true);
  };
  function onIntent(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest('[data-opens-dialog]')) return;
    stop();
    preloadDialogs();
  }
  for (const kind of kinds) root.addEventListener(kind, onIntent, { capture: true, passive: true });
  return stop;
}
