import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n';

type Props = {
  open: boolean;
  /** In the attendee's language (`t(...)`). */
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
};

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab visits inside `root`, in order: visible, enabled, one radio per checked group. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || el.getClientRects().length === 0) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.name) {
      const group = root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`);
      if ([...group].some((radio) => radio.checked)) return false;
    }
    return true;
  });
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert,
 * Tab and Shift+Tab wrap around inside it (the browser would otherwise move focus out to
 * its own toolbar), Escape closes it, and focus returns to what opened it.
 */
export function Modal({ open, title, onClose, children, footer, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key !== 'Tab' || event.defaultPrevented || !ref.current) return;
        const tabbable = tabbableIn(ref.current);
        if (tabbable.length === 0) return;
        const first = tabbable[0];
        const last = tabbable[tabbable.length - 1];
        const active = document.activeElement;
        const inside = active instanceof HTMLElement && ref.current.contains(active) && active !== ref.current;
        if (event.shiftKey && (!inside || active === first)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || active === last)) {
          event.preventDefault();
          first.focus();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="modal__content">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label={t('Close dialog')} onClick={onClose}>
              ×
            </button>
          </header>
          <div className="modal__body">{children}</div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
