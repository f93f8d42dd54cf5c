import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <section className="page page--narrow">
      <PageHeading>Page not found</PageHeading>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to={paths.landing}>Go to the conference home page</Link> or{' '}
        <Link to={paths.user.dashboard}>open your dashboard</Link>.
      </p>
    </section>
  );
}
