import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import '../registration.css';

/** After the first sign-up (spec B§2 Registration confirmation pages). */
export function ThankPage() {
  return (
    <section className="page registration-done card">
      <PageHeading>Registration Completed</PageHeading>
      <p role="status">
        <span aria-hidden="true">✔ </span>
        Your registration has been completed successfully. A confirmation e-mail will follow shortly.
      </p>
      <p>
        <Link to={paths.user.profile}>Go to my profile</Link>
      </p>
    </section>
  );
}
