import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="page page--narrow">
      <PageHeading>{t('Page not found')}</PageHeading>
      <p>{t('The page you asked for does not exist or has moved.')}</p>
      <p>
        {/* One sentence around its two links, in catalogue pieces: "Go to … or open …." */}
        <Link to={paths.landing}>{t('Go to the conference home page')}</Link> {t('or')}{' '}
        <Link to={paths.user.dashboard}>{t('open your dashboard')}</Link>.
      </p>
    </section>
  );
}
