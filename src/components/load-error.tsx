import { isApiError } from '@/lib/api/errors';

type Props = {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
};

/** What a page shows when its data failed to load or could not be read: a message and a retry. */
export function LoadError({ error, title = 'We could not load this page.', onRetry }: Props) {
  let detail = 'Please check your connection and try again.';
  if (isApiError(error)) {
    if (error.kind === 'malformed') detail = 'The server sent an answer the portal cannot read. Please try again.';
    else if (error.kind === 'network')
      detail = 'The server could not be reached. Please check your connection and try again.';
    else if (error.kind === 'server') detail = 'The server had a problem answering. Please try again.';
    else detail = error.firstMessage('Please try again.');
  }
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">
        <strong>{title}</strong>
      </p>
      <p>{detail}</p>
      {onRetry ? (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
