import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import { type MessageId, useT } from '@/i18n/i18n';
import '../public.css';

export const webexGuides: readonly { label: MessageId; href: string }[] = [
  {
    label: 'Webex joining guide for investors (PDF)',
    href: `${settings.fileHost}/conference/14/webex-guide-investors.pdf`,
  },
  {
    label: 'Webex joining guide for presenting companies (PDF)',
    href: `${settings.fileHost}/conference/14/webex-guide-presenting-companies.pdf`,
  },
];

/** Webex joining guide (spec A§2): how to join a remote meeting, with the two PDF guides. */
export function WebexGuidePage() {
  const t = useT();
  return (
    <article className="page prose">
      <PageHeading>{t('Webex Joining Guide')}</PageHeading>
      <p>
        {t('Meetings with attendees who cannot travel to London take place on Webex. To join one of your meetings:')}
      </p>
      <ol>
        <li>
          {t('Open your Meeting Schedule and find the meeting; it shows the meeting link, meeting ID and password.')}
        </li>
        <li>
          {t('Select the meeting link a few minutes before the start, or enter the meeting ID in the Webex app.')}
        </li>
        <li>{t('Enter the meeting password when asked, and your name as registered.')}</li>
        <li>{t('Presenting companies hosting the meeting use the host key shown in their schedule.')}</li>
      </ol>
      <h2>{t('Guides to download')}</h2>
      <ul>
        {webexGuides.map((guide) => (
          <li key={guide.href}>
            <a href={guide.href} className="tap-link" target="_blank" rel="noopener noreferrer">
              {t(guide.label)}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
