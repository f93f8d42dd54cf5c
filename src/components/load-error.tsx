import { type MessageId, tText, useT } from '@/i18n/i18n';
import { isApiError } from '@/lib/api/errors';

type Props = {
  error?: unknown;
  /** In the attendee's language (`t(...)`); "We could not load this page." when none is given. */
  title?: string;
  onRetry?: () => void;
};

/**
 * What a page shows when its data failed to load or could not be read: a message and a retry. The server's own
 * message, when it sent one, is shown as sent, in its own direction.
 */
export function LoadError({ error, title, onRetry }: Props) {
  const t = useT();
  let detail: string = t('Please check your connection and try again.');
  let fromServer = false;
  if (isApiError(error)) {
    if (error.kind === 'malformed') detail = t('The server sent an answer the portal cannot read. Please try again.');
    else if (error.kind === 'network')
      detail = t('The server could not be reached. Please check your connection and try again.');
    else if (error.kind === 'server') detail = t('The server had a problem answering. Please try again.');
    else {
      const fallback: MessageId = 'Please try again.';
      const message = error.firstMessage(fallback);
      fromServer = message !== fallback;
      detail = tText(message);
    }
  }
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">
        <strong>{title ?? t('We could not load this page.')}</strong>
      </p>
      <p dir={fromServer ? 'auto' : undefined}>{detail}</p>
      {onRetry ? (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('Try again')}
        </button>
      ) : null}
    </div>
  );
}
