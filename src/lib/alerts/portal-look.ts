/**
 * The portal's look of sweetalert2's dialogs and toasts, and where a toast goes: loaded with sweetalert2 on the
 * first alert (./index.ts), so none of it weighs on a page's first visit.
 */
import type { SweetAlertOptions } from 'sweetalert2';

/**
 * The portal's look instead of sweetalert2's: no button styling of its own, the portal's button classes, and one
 * class on the container under which ./alerts.css lays the dialog out. The buttons read in the order of the
 * portal's forms (the way back first, the main action last), in the DOM as on screen.
 */
const alertButtonClasses = {
  confirm: 'btn portal-alert__button portal-alert__button--confirm',
  cancel: 'btn portal-alert__button portal-alert__button--cancel',
  deny: 'btn portal-alert__button portal-alert__button--deny',
} as const;

/**
 * A dialog's scroll lock keeps the page's scrollbar room: sweetalert2 hides the page's overflow while a dialog shows,
 * and where the page has a classic scrollbar (not an overlay one) ./alerts.css keeps its gutter (`scrollbar-gutter` on
 * the root, on the side the browser puts the scrollbar in either direction), so nothing behind the backdrop moves.
 * sweetalert2's own way (`scrollbarPadding`, the body padded by the scrollbar's width) left the portal's frame moving
 * by that width (tests/e2e/dialog-scrollbar.spec.ts).
 */
function keepScrollbarRoom(popup: HTMLElement) {
  if (!isDialog(popup)) return;
  const scrollbar = window.innerWidth > document.documentElement.clientWidth;
  document.documentElement.classList.toggle('portal-dialog-gutter', scrollbar);
}

export const base: SweetAlertOptions = {
  customClass: {
    container: 'portal-alert',
    confirmButton: alertButtonClasses.confirm,
    cancelButton: alertButtonClasses.cancel,
    denyButton: alertButtonClasses.deny,
  },
  buttonsStyling: false,
  reverseButtons: true,
  returnFocus: true,
  heightAuto: false,
  scrollbarPadding: false,
  willOpen: keepScrollbarRoom,
};

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** A toast's box as ./alerts.css draws it (one line of text; two on a phone), and the top bar it stays below. */
const TOAST = { width: 380, height: 88, topBar: 56, margin: 8 };

/** How many controls on show a toast in the band from `top` to `bottom` would lie over; the focused one counts twice. */
function controlsUnder(top: number, bottom: number): number {
  const left = Math.max(0, (window.innerWidth - TOAST.width) / 2);
  const right = Math.min(window.innerWidth, left + TOAST.width);
  let count = 0;
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (element.closest('.portal-alert, .portal-toast')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.bottom <= top || rect.top >= bottom || rect.right <= left || rect.left >= right) continue;
    count += element === document.activeElement ? 2 : 1;
  }
  return count;
}

/**
 * Where a toast goes: the bottom edge of the window, or the top (below the top bar) when fewer controls lie there,
 * the control just used counting twice. It never takes a tap either (./alerts.css): a control it passes over
 * stays usable.
 */
export function toastPosition(): 'top' | 'bottom' {
  if (typeof document === 'undefined') return 'bottom';
  const bottom = controlsUnder(window.innerHeight - TOAST.margin - TOAST.height, window.innerHeight);
  if (bottom === 0) return 'bottom';
  const topStart = TOAST.topBar + TOAST.margin;
  return controlsUnder(topStart, topStart + TOAST.height) < bottom ? 'top' : 'bottom';
}

/** Whether `popup` (sweetalert2's open one, if any) is a dialog rather than a toast. */
export const isDialog = (popup: HTMLElement | null | undefined): boolean =>
  !!popup && !popup.classList.contains('swal2-toast');
