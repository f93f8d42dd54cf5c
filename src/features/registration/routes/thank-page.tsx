import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { GO_TO_PROFILE, REGISTRATION_COMPLETED, REGISTRATION_COMPLETED_TITLE } from '../messages';
import '../registration.css';

/** The Registration Completed page a presenter reaches after the first sign-up. */
export function ThankPage() {
  return (
    <section className="page registration-done card">
      <PageHeading>{REGISTRATION_COMPLETED_TITLE}</PageHeading>
      <p role="status">
        <span aria-hidden="true">✔ </span>
        {REGISTRATION_COMPLETED}
      </p>
      <p>
        <Link to={paths.user.profile} className="tap-link">
          {GO_TO_PROFILE}
        </Link>
      </p>
    </section>
  );
}
