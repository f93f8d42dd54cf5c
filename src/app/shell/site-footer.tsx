import { settings } from '@/config/settings';

/** Footer of every page: contact e-mail, four social links, copyright with the current year. */
export function SiteFooter({ email }: { email: string }) {
  return (
    <footer className="site-footer">
      <p>
        Contact: <a href={`mailto:${email}`}>{email}</a>
      </p>
      <ul className="site-footer__social" aria-label="Social links">
        {settings.socialLinks.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} London One-on-One Conference. All rights reserved.
      </p>
    </footer>
  );
}
