import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/i18n/i18n';
import { GO_TO_PROFILE } from '../messages';
import '../registration.css';

/** A registration's confirmation page: its title, the confirmation as a status, and the way to the profile. */
export function RegistrationDone({ title, message }: { title: MessageId; message: MessageId }) {
  const t = useT();
  return (
    <section className="page registration-done card">
      <PageHeading>{t(title)}</PageHeading>
      <p role="status">
        <span aria-hidden="true">✔ </span>
        {t(message)}
      </p>
      <p>
        <Link to={paths.user.profile} className="tap-link">
          {t(GO_TO_PROFILE)}
        </Link>
      </p>
    </section>
  );
}
