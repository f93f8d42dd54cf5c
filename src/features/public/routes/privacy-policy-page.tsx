import { PageHeading } from '@/components/page-heading';
import { useT } from '@/i18n/i18n';
import { RETENTION_PERIODS } from '../content/static-pages';
import '../public.css';

/** The privacy policy: what personal data the portal keeps, why, and for how long each kind is kept (spec A§2, A§9). */
export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <article className="page prose">
      <PageHeading>{t('Privacy Policy')}</PageHeading>
      <p>
        {t(
          'This policy explains how the organiser of the London One-on-One Conference uses the personal data of attendees who register through this portal.',
        )}
      </p>
      <h2>{t('What we collect')}</h2>
      <p>
        {t(
          'Your name, title, company, job title, contact details, days of attendance, meeting preferences and schedule, and the answers you give in conference surveys.',
        )}
      </p>
      <h2>{t('Why we use it')}</h2>
      <p>
        {t(
          'To register you for the conference, arrange your one-on-one meetings, send you your schedule and conference information, and, where you agreed to it, tell you about future events.',
        )}
      </p>
      <h2>{t('Who we share it with')}</h2>
      <p>
        {t(
          'With the presenting companies or investors you meet, and with the service providers that help run the conference, listed on the service providers page.',
        )}
      </p>
      <h2>{t('How long we keep it')}</h2>
      <table className="retention">
        <caption className="visually-hidden">{t('Retention periods')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Data')}</th>
            <th scope="col">{t('Kept for')}</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_PERIODS.map((row) => (
            <tr key={row.data}>
              <th scope="row">{t(row.data)}</th>
              <td>{t(row.period)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('Your rights')}</h2>
      <p>
        {t(
          'You may ask for a copy of your data, its correction or its deletion, and you may opt out of marketing at any time by writing to the conference e-mail address.',
        )}
      </p>
    </article>
  );
}
