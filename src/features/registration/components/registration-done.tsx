import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { GO_TO_PROFILE } from '../messages';
import '../registration.css';

/** A registration's confirmation page: its title, the confirmation as a status, and the way to the profile. */
export function RegistrationDone({ title, message }: { title: string; message: string }) {
  return (
    <section className="page registration-done card">
      <PageHeading>{title}</PageHeading>
      <p role="status">
        <span aria-hidden="true">✔ </span>
        {message}
      </p>
      <p>
        <Link to={paths.user.profile} className="tap-link">
          {GO_TO_PROFILE}
        </Link>
      </p>
    </section>
  );
}
