import { useT } from '@/i18n/i18n';
import { PageHeading } from './page-heading';

/** A route whose screen is not built yet says so plainly (`title` in the attendee's language). */
export function BeingBuilt({ title }: { title: string }) {
  const t = useT();
  return (
    <section className="page">
      <PageHeading>{title}</PageHeading>
      <p>{t('This page is being built.')}</p>
    </section>
  );
}
