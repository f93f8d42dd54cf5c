import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { REGISTRATION_COMPLETED, REGISTRATION_COMPLETED_TITLE } from '../messages';
import '../registration.css';

/** After the first sign-up (spec B§2 Registration confirmation pages). */
export function ThankPage() {
  return (
    <section className="page registration-done card">
      <PageHeading>{REGISTRATION_COMPLETED_TITLE}</PageHeading>
      <p role="status">
        <span aria-hidden="true">✔ </span>
        {REGISTRATION_COMPLETED}
      </p>
      <p>
        <Link to={paths.user.profile}>Go to my profile</Link>
      </p>
    </section>
  );
}
