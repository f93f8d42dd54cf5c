import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { GO_TO_PROFILE, REGISTRATION_UPDATED, REGISTRATION_UPDATED_TITLE } from '../messages';
import '../registration.css';

/** The confirmation page after a later update of the registration. */
export function AfterUpdatePrefsPage() {
  return (
    <section className="page registration-done card">
      <PageHeading>{REGISTRATION_UPDATED_TITLE}</PageHeading>
      <p role="status">
        <span aria-hidden="true">✔ </span>
        {REGISTRATION_UPDATED}
      </p>
      <p>
        <Link to={paths.user.profile} className="tap-link">
          {GO_TO_PROFILE}
        </Link>
      </p>
    </section>
  );
}
