import { useT } from '@/i18n/i18n';

/** `label`: in the attendee's language (`t(...)`); "Loading…" when none is given. */
type Props = { label?: string; fullPage?: boolean };

/** A visible, announced loading state. */
export function Loader({ label, fullPage = false }: Props) {
  const t = useT();
  return (
    <div className={fullPage ? 'loader loader--page' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label ?? t('Loading…')}</span>
    </div>
  );
}
