import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useConferenceText } from '@/lib/profile/profile';
import { BACK_HOME, CANCELLATION_TITLE, CANCELLED_TEXT, CANCELLED_TITLE, CONTACT_US } from '../messages';
import '../cancellation.css';

/** The done page of an invitation cancellation: says it is cancelled, offers contact and home, signed 'Invitation Cancellation'. */
export function CancellationConfirmedPage() {
  const t = useT();
  const email = useConferenceText().data?.conference_email;
  return (
    <div className="page cancellation">
      <PageHeading>{t(CANCELLED_TITLE)}</PageHeading>
      <div className="card cancellation__card">
        <p>
          <span aria-hidden="true">✓ </span>
          {t(CANCELLED_TEXT)}
        </p>
        <p>
          {email ? (
            <>
              {t(CONTACT_US)}{' '}
              <a href={`mailto:${email}`} dir="ltr">
                {email}
              </a>
              .{' '}
            </>
          ) : null}
          <Link to={paths.landing}>{t(BACK_HOME)}</Link>
        </p>
        <p className="cancellation__signature">{t(CANCELLATION_TITLE)}</p>
      </div>
    </div>
  );
}
