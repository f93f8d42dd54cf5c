import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { alertError } from '@/lib/alerts';
import { isApiError } from '@/lib/api/errors';
import { failureMessage } from '@/lib/api/form-errors';
import { getPersonId } from '@/lib/session/session';
import { useCancelInvitation, useVerifyCancellationToken } from '../api/cancellation';
import { CANCEL_FAILED_MESSAGE } from '../messages';
import '../cancellation.css';

/** Confirm page of an invitation cancellation (spec B§2, B§4 Cancellation flow, B§8). */
export function CancellationPage() {
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
  // (spec B§4); a server or network failure says nothing about the token, so it offers a retry.
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
      // The first error message (contract §1.3) for refusals; server and network failures get the spec's fallback.
      const message = failureMessage(error, CANCEL_FAILED_MESSAGE, 'refused');
      if (message) await alertError(message);
    }
  }

  return (
    <div className="page cancellation">
      <PageHeading>Invitation Cancellation</PageHeading>
      {verification.isSuccess ? (
        <div className="card cancellation__card">
          <p className="cancellation__question">
            {`Are you sure you want to cancel your registration to attend the ${verification.data.conference.name} Conference`}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={cancel.isPending}>
              Yes
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => navigate(paths.landing)}
              disabled={cancel.isPending}
            >
              No
            </button>
          </div>
          {cancel.isPending ? <Loader label="Cancelling your registration…" /> : null}
        </div>
      ) : verification.isError && !invalid ? (
        <LoadError error={error} title="We could not check your cancellation link." onRetry={() => void verification.refetch()} />
      ) : (
        <Loader label="Checking your cancellation link…" />
      )}
    </div>
  );
}
