import { type MessageId, useT } from '@/i18n/i18n';
import { RELOAD_TEXT } from './chunk-error';

/** A failure only a fresh load of the portal can mend: a message and Reload (`title` a catalogue text). */
export function ReloadNotice({
  title = RELOAD_TEXT.pageTitle,
  reload = () => window.location.reload(),
}: {
  title?: MessageId;
  reload?: () => void;
}) {
  const t = useT();
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">
        <strong>{t(title)}</strong>
      </p>
      <p>{t(RELOAD_TEXT.detail)}</p>
      <button type="button" className="btn btn--primary" onClick={reload}>
        {t(RELOAD_TEXT.button)}
      </button>
    </div>
  );
}
