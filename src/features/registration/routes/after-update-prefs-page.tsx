import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import '../registration.css';

/** After a later registration update (spec B§2 Registration confirmation pages). */
export function AfterUpdatePrefsPage() {
  return (
    <section className="page registration-done card">
      <PageHeading>Registration Updated</PageHeading>
      <p role="status">
        <span aria-hidden="true">✔ </span>
        Your registration update completed.
      </p>
      <p>
        <Link to={paths.user.profile}>Go to my profile</Link>
      </p>
    </section>
  );
}
