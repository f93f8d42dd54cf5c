import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/i18n/i18n';
import { logoutAsked } from '@/lib/session/logout';
import { useSessionParts } from '@/lib/session/use-session';

export const LANDING_SECTIONS: readonly { id: string; label: MessageId }[] = [
  { id: 'introduction', label: 'Introduction' },
  { id: 'objectives', label: 'Our Objectives' },
  { id: 'past-speakers', label: 'Past Speakers' },
  { id: 'video-gallery', label: 'Video Gallery' },
  { id: 'upcoming-events', label: 'Upcoming Events' },
];

/** The landing page's own navbar (spec A§2): section anchors, then dashboard and Logout, or Sign in. */
export function LandingNavbar() {
  const t = useT();
  const parts = useSessionParts();
  return (
    <nav className="landing-navbar" aria-label={t('Conference sections')}>
      <ul className="landing-navbar__anchors">
        {LANDING_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{t(section.label)}</a>
          </li>
        ))}
      </ul>
      <ul className="landing-navbar__account">
        {parts.signedIn && (
          <>
            {/* During a first registration the dashboard cannot open yet: the way back is to the registration. */}
            {parts.firstRegistration ? (
              <li>
                <Link to={paths.auth.signup}>{t('Continue my registration')}</Link>
              </li>
            ) : (
              <li className={parts.className('signed-in')}>
                <Link to={paths.user.dashboard} className="landing-navbar__dashboard">
                  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
                    <path fill="currentColor" d="M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z" />
                  </svg>
                  <span>{t('My Dashboard')}</span>
                </Link>
              </li>
            )}
            <li className={parts.className('signed-in')}>
              <button type="button" className="link-button" onClick={() => void logoutAsked()}>
                {t('Logout')}
              </button>
            </li>
          </>
        )}
        {parts.signedOut && (
          <li className={parts.className('signed-out')}>
            <Link to={paths.auth.login}>{t('Sign in')}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
