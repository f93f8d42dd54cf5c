import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useConferenceText } from '@/lib/profile/profile';
import '../cancellation.css';

/** Done page of an invitation cancellation (spec B§2); it ends with 'Invitation Cancellation'. */
export function CancellationConfirmedPage() {
  const email = useConferenceText().data?.conference_email;
  return (
    <div className="page cancellation">
      <PageHeading>Registration cancelled</PageHeading>
      <div className="card cancellation__card">
        <p>
          <span aria-hidden="true">✓ </span>
          Your registration has been cancelled. We are sorry you cannot join us this time.
        </p>
        <p>
          {email ? (
            <>
              If you change your mind or have a question, please contact <a href={`mailto:${email}`}>{email}</a>.{' '}
            </>
          ) : null}
          <Link to={paths.landing}>Back to the conference home page</Link>
        </p>
        <p className="cancellation__signature">Invitation Cancellation</p>
      </div>
    </div>
  );
}
