import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import '../public.css';

export const webexGuides = [
  {
    label: 'Webex joining guide for investors (PDF)',
    href: `${settings.fileHost}/conference/14/webex-guide-investors.pdf`,
  },
  {
    label: 'Webex joining guide for presenting companies (PDF)',
    href: `${settings.fileHost}/conference/14/webex-guide-presenting-companies.pdf`,
  },
] as const;

/** Webex joining guide (spec A§2): how to join a remote meeting, with the two PDF guides. */
export function WebexGuidePage() {
  return (
    <article className="page prose">
      <PageHeading>Webex Joining Guide</PageHeading>
      <p>Meetings with attendees who cannot travel to London take place on Webex. To join one of your meetings:</p>
      <ol>
        <li>Open your Meeting Schedule and find the meeting; it shows the meeting link, meeting ID and password.</li>
        <li>Select the meeting link a few minutes before the start, or enter the meeting ID in the Webex app.</li>
        <li>Enter the meeting password when asked, and your name as registered.</li>
        <li>Presenting companies hosting the meeting use the host key shown in their schedule.</li>
      </ol>
      <h2>Guides to download</h2>
      <ul>
        {webexGuides.map((guide) => (
          <li key={guide.href}>
            <a href={guide.href} className="tap-link" target="_blank" rel="noopener noreferrer">
              {guide.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
