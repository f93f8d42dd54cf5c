/**
 * Alerts, confirmations and toasts through sweetalert2, loaded on first use so it
 * never weighs on a page's first visit. They are drawn as the portal's own (./alerts.css): its buttons, type,
 * spacing and icons, the buttons in the spec's colours (A§9: confirm #00502e, cancel #7f8c8d, deny #969400).
 */
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { loadSanitizer } from '@/lib/html/load-sanitizer';
import { loadOnce } from '@/lib/lazy';

/**
 * sweetalert2's build without its own copy of the stylesheet (that one writes it into a <style>
 * through innerHTML, a script sink; ./alerts.css brings the stylesheet), and the sanitiser its
 * markup passes through under Trusted Types (src/lib/html/default-policy.ts).
 */
const swal = loadOnce(async () => {
  const [{ default: Swal }] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('./alerts.css'),
    loadSanitizer(),
  ]);
  return Swal;
});

/**
 * The portal's look instead of sweetalert2's: no button styling of its own, the portal's button classes, and one
 * class on the container under which ./alerts.css lays the dialog out. The buttons read in the order of the
 * portal's forms (the way back first, the main action last), in the DOM as on screen.
 */
export const alertButtonClasses = {
  confirm: 'btn portal-alert__button portal-alert__button--confirm',
  cancel: 'btn portal-alert__button portal-alert__button--cancel',
  deny: 'btn portal-alert__button portal-alert__button--deny',
} as const;

const base: SweetAlertOptions = {
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
};

/**
 * `focusAfter`: where focus goes once the alert has closed, instead of back to the control that
 * opened it (sweetalert2 gives focus back after its closing animation, so a focus moved by the
 * caller as soon as the alert's promise settles would be taken away again).
 */
export type AlertOptions = { focusAfter?: () => void };

export async function showAlert(
  text: string,
  icon: SweetAlertIcon = 'info',
  title?: string,
  options: AlertOptions = {},
): Promise<void> {
  const Swal = await swal();
  const { focusAfter } = options;
  // titleText, not title: sweetalert2 renders `title` as HTML, and server messages reach these dialogs.
  await Swal.fire({
    ...base,
    icon,
    titleText: title,
    text,
    ...(focusAfter ? { returnFocus: false, didClose: focusAfter } : {}),
  });
}

export const alertSuccess = (text: string, title?: string) => showAlert(text, 'success', title);
export const alertError = (text: string, title?: string) => showAlert(text, 'error', title);
export const alertWarning = (text: string, title?: string, options?: AlertOptions) =>
  showAlert(text, 'warning', title, options);

export type ConfirmResult = 'confirm' | 'deny' | 'cancel';

/** Asks a question; `denyText` adds a third choice (e.g. 'Yes for colleagues also'). */
export async function confirmDialog(options: {
  text: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  denyText?: string;
  icon?: SweetAlertIcon;
}): Promise<ConfirmResult> {
  const Swal = await swal();
  const result = await Swal.fire({
    ...base,
    icon: options.icon ?? 'question',
    titleText: options.title,
    text: options.text,
    showCancelButton: true,
    showDenyButton: Boolean(options.denyText),
    confirmButtonText: options.confirmText ?? 'Yes',
    cancelButtonText: options.cancelText ?? 'No',
    denyButtonText: options.denyText,
  });
  if (result.isConfirmed) return 'confirm';
  if (result.isDenied) return 'deny';
  return 'cancel';
}

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
    if (element.closest('.swal2-container')) continue;
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

export async function toast(text: string, icon: SweetAlertIcon = 'success'): Promise<void> {
  const Swal = await swal();
  await Swal.fire({
    toast: true,
    position: toastPosition(),
    customClass: { container: 'portal-toast' },
    icon,
    titleText: text,
    showConfirmButton: false,
    timer: 3500,
    timerProgressBar: true,
  });
}
