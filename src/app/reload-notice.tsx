import { RELOAD_TEXT } from './chunk-error';

/** A failure only a fresh load of the portal can mend: a message and Reload. */
export function ReloadNotice({
  title = RELOAD_TEXT.pageTitle,
  reload = () => window.location.reload(),
}: {
  title?: string;
  reload?: () => void;
}) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">
        <strong>{title}</strong>
      </p>
      <p>{RELOAD_TEXT.detail}</p>
      <button type="button" className="btn btn--primary" onClick={reload}>
        {RELOAD_TEXT.button}
      </button>
    </div>
  );
}
