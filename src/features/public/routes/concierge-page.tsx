import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import { useT } from '@/i18n/i18n';
import { useProfile } from '@/lib/profile/profile';
import { ContentSection } from '@/components/sample-content';
import { CONCIERGE_SERVICES } from '@/content/organisations';
import '../public.css';

/**
 * Concierge services (spec A§2, static text); requests go to the conference e-mail. The services are the organiser's
 * words, as written, in their own direction.
 */
export function ConciergePage() {
  const t = useT();
  const email = useProfile().data?.conference?.conference_email || settings.conferenceEmail;
  return (
    <article className="page prose">
      <PageHeading>{t('Concierge Services')}</PageHeading>
      <p>
        {t(
          'Our concierge desk can help you with the practical side of your stay in London during the conference week.',
        )}
      </p>
      <ContentSection
        block={CONCIERGE_SERVICES}
        what={t('services')}
        unpublished={t('The concierge services on offer will be published here.')}
      >
        {(services) => (
          <ul className="service-list">
            {services.map((service) => (
              <li key={service.title} className="card" dir="auto">
                <h2 className="service-list__title">{service.title}</h2>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        )}
      </ContentSection>
      <p>
        {t('To make a request, write to')}{' '}
        <a href={`mailto:${email}`} dir="ltr">
          {email}
        </a>{' '}
        {t(
          'with your name, company and the dates you need. The concierge desk is also at the registration hall during the conference, daily from 07:00 to 18:00.',
        )}
      </p>
    </article>
  );
}
