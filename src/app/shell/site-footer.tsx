import { settings } from '@/config/settings';
import { useT } from '@/i18n/i18n';
import { useHydrated } from '@/lib/hydration';

/** Footer of every page: contact e-mail, four social links, copyright with the current year. */
export function SiteFooter({ email }: { email: string }) {
  // The year of the visit, not of the build: a page written at build time gets it once in the browser.
  const year = useHydrated() ? new Date().getFullYear() : null;
  const t = useT();
  return (
    <footer className="site-footer">
      <p>
        {t('Contact:')}{' '}
        <a href={`mailto:${email}`} dir="ltr">
          {email}
        </a>
      </p>
      <ul className="site-footer__social" aria-label={t('Social links')}>
        {settings.socialLinks.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {/* The network's own name, the same in every language. */}
              <span translate="no">{link.label}</span>
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">
        {/* The year's place is kept from the first paint: its arrival moves nothing in the footer. */}©{' '}
        <span className="site-footer__year">{year}</span> {t('London One-on-One Conference. All rights reserved.')}
      </p>
    </footer>
  );
}
