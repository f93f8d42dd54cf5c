type Props = { label?: string; fullPage?: boolean };

/** A visible, announced loading state. */
export function Loader({ label = 'Loading…', fullPage = false }: Props) {
  return (
    <div className={fullPage ? 'loader loader--page' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label}</span>
    </div>
  );
}
