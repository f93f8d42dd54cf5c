import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { alertError } from '@/lib/alerts';
import { isApiError } from '@/lib/api/errors';
import { failureMessage } from '@/lib/api/form-errors';
import { getPersonId } from '@/lib/session/session';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useVerifyCancellationToken } from '../api/verify-cancellation-token';
import {
  CANCEL_FAILED_MESSAGE,
  CANCELLATION_TITLE,
  CANCELLING,
  CHECK_FAILED,
  CHECKING,
  NO,
  YES,
  cancelQuestion,
} from '../messages';
import '../cancellation.css';

/**
 * The confirm page of an invitation cancellation, opened from the e-mailed link: it checks the
 * token, asks whether to cancel, and on 'Yes' cancels and moves to the done page (spec B§4).
 */
export function CancellationPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('cancelation_token');
  const clientId = getPersonId();
  const body = useMemo(
    () => (token && clientId !== null ? { cancelation_token: token, client_id: clientId } : null),
    [token, clientId],
  );
  const verification = useVerifyCancellationToken(body);
  const cancel = useCancelInvitation();

  // A 401 is handled by the API client (login with a redirect back here); a refused token leaves the page
  // for the home page; a server or network failure says nothing about the token, so it offers a retry.
  const error = verification.error;
  const refused = isApiError(error) && error.refused;
  const invalid = body === null || refused;
  useEffect(() => {
    if (invalid) navigate(paths.landing, { replace: true });
  }, [invalid, navigate]);

  async function confirm() {
    if (!body) return;
    try {
      await cancel.mutateAsync(body);
      navigate(paths.auth.cancellationConfirmed, { replace: true });
    } catch (error) {
      // A refusal shows the server's first error message; server and network failures get the fixed fallback text.
      const message = failureMessage(error, CANCEL_FAILED_MESSAGE, 'refused');
      if (message) await alertError(message);
    }
  }

  return (
    <div className="page cancellation">
      <PageHeading>{t(CANCELLATION_TITLE)}</PageHeading>
      {verification.isSuccess ? (
        <div className="card cancellation__card">
          <p className="cancellation__question">{cancelQuestion(verification.data.conference.name)}</p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => void confirm()}
              disabled={cancel.isPending}
            >
              {t(YES)}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => navigate(paths.landing)}
              disabled={cancel.isPending}
            >
              {t(NO)}
            </button>
          </div>
          {cancel.isPending ? <Loader label={t(CANCELLING)} /> : null}
        </div>
      ) : verification.isError && !invalid ? (
        <LoadError error={error} title={t(CHECK_FAILED)} onRetry={() => void verification.refetch()} />
      ) : (
        <Loader label={t(CHECKING)} />
      )}
    </div>
  );
}
