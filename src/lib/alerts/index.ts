/**
 * Alerts, confirmations and toasts through sweetalert2, loaded on first use so it
 * never weighs on a page's first visit. They are drawn as the portal's own (./alerts.css): its buttons, type,
 * spacing and icons, the buttons in the spec's colours (A§9: confirm #00502e, cancel #7f8c8d, deny #969400).
 * Their texts are in the attendee's language: a text given is a catalogue id (translated when the alert opens), a text
 * already in that language, or the server's words, shown as sent in their own direction. The dialog is laid out right
 * to left when the page is (sweetalert2 reads the body's direction; its container is the body's child).
 */
import type { SweetAlertIcon } from 'sweetalert2';
import { activeLocale, t, tText } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';
import { loadSanitizer } from '@/lib/html/load-sanitizer';
import { loadOnce } from '@/lib/lazy';

/**
 * sweetalert2's build without its own copy of the stylesheet (that one writes it into a <style>
 * through innerHTML, a script sink; ./alerts.css brings the stylesheet), and the sanitiser its
 * markup passes through under Trusted Types (src/lib/html/default-policy.ts).
 */
const swal = loadOnce(async () => {
  const [{ default: Swal }, look] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('./portal-look'),
    import('./alerts.css'),
    loadSanitizer(),
  ]);
  return { Swal, base: look.base, toastPosition: look.toastPosition, isDialog: look.isDialog };
});

/**
 * A dialog's or toast's title and text in the attendee's language, sweetalert2's own button texts and close label
 * from the catalogue; a title or text that is not the catalogue's (the server's words) keeps its own direction in
 * another language than English.
 */
type LanguageOptions = {
  titleText?: string;
  text?: string;
  confirmButtonText: string;
  cancelButtonText: string;
  denyButtonText: string;
  closeButtonAriaLabel: string;
  didRender: (popup: HTMLElement) => void;
};

/**
 * Shows sweetalert2's icon box with the tone's class, for ./alerts.css to draw the glyph in. The portal does not give
 * sweetalert2 the `icon` option: for every alert with an icon, sweetalert2 (11.26) adds a listener to a new colour-scheme
 * media query and never removes it, so a tab open all week gathered one more listener with each toast. Its own icon
 * markup is not shown anyway (./alerts.css hides it).
 */
function showIcon(popup: HTMLElement, icon: SweetAlertIcon | undefined) {
  const box = popup.querySelector<HTMLElement>('.swal2-icon');
  if (!box || !icon) return;
  box.className = `swal2-icon swal2-${icon}`;
  box.style.display = 'flex';
}

function inLanguage(
  title: string | undefined,
  text: string | undefined,
  icon: SweetAlertIcon | undefined,
): LanguageOptions {
  const shownTitle = title === undefined ? undefined : tText(title);
  const shownText = text === undefined ? undefined : tText(text);
  const other = activeLocale() !== SOURCE_LOCALE;
  const ownDirection = (element: HTMLElement | null, given: string | undefined, shown: string | undefined) => {
    if (element && other && given && shown === given) element.dir = 'auto';
  };
  return {
    titleText: shownTitle,
    text: shownText,
    confirmButtonText: t('OK'),
    cancelButtonText: t('Cancel'),
    denyButtonText: t('No'),
    closeButtonAriaLabel: t('Close this dialog'),
    didRender: (popup) => {
      showIcon(popup, icon);
      ownDirection(popup.querySelector('.swal2-title'), title, shownTitle);
      const textBox = popup.querySelector<HTMLElement>('.swal2-html-container');
      ownDirection(textBox, text, shownText);
      // A dialog with no title is named by its text (sweetalert2 names it by the title alone).
      if (shownTitle === undefined && textBox?.id && popup.getAttribute('role') !== 'alert')
        popup.setAttribute('aria-labelledby', textBox.id);
    },
  };
}

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
  const { Swal, base } = await swal();
  const { focusAfter } = options;
  // titleText, not title: sweetalert2 renders `title` as HTML, and server messages reach these dialogs.
  await Swal.fire({
    ...base,
    ...inLanguage(title, text, icon),
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
  const { Swal, base } = await swal();
  const result = await Swal.fire({
    ...base,
    ...inLanguage(options.title, options.text, options.icon ?? 'question'),
    showCancelButton: true,
    showDenyButton: Boolean(options.denyText),
    confirmButtonText: options.confirmText ? tText(options.confirmText) : t('Yes'),
    cancelButtonText: options.cancelText ? tText(options.cancelText) : t('No'),
    denyButtonText: options.denyText ? tText(options.denyText) : undefined,
  });
  if (result.isConfirmed) return 'confirm';
  if (result.isDenied) return 'deny';
  return 'cancel';
}

/**
 * Closes the open dialog or toast, and one already asked for whose code was still loading (its `fire` runs before
 * this closes). Used where what a page asked to show must not outlive it: between the page tests, which share one
 * document (src/testing/setup.ts).
 */
export async function closeDialogs(): Promise<void> {
  const { Swal } = await swal();
  Swal.close();
}

export type ToastOptions = {
  /** How long it stays, in milliseconds (3.5 s unless said). */
  timer?: number;
  /** false: not shown while a dialog is open (sweetalert2 shows one thing at a time: the toast would close it). */
  overDialogs?: boolean;
};

export async function toast(text: string, icon: SweetAlertIcon = 'success', options: ToastOptions = {}): Promise<void> {
  const { Swal, toastPosition, isDialog } = await swal();
  if (options.overDialogs === false && Swal.isVisible() && isDialog(Swal.getPopup())) return;
  await Swal.fire({
    ...inLanguage(text, undefined, icon),
    toast: true,
    position: toastPosition(),
    customClass: { container: 'portal-toast' },
    showConfirmButton: false,
    timer: options.timer ?? 3500,
    timerProgressBar: true,
  });
}
