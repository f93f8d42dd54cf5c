import { settings } from '@/config/settings';
import { type MessageId, useT } from '@/i18n/i18n';
import type { Conference } from '@/lib/api/contract';
import { safeHref } from '@/lib/html/safe-href';

/** The conference's app-store, presentations, companies and assistance links that have a usable address. */
export function ConferenceLinks({ conf }: { conf: Partial<Conference> | undefined }) {
  const t = useT();
  if (!conf) return null;
  const candidates: [string | null | undefined, MessageId][] = [
    // The organiser's store pages (settings) stand in when the conference record has none.
    [conf.ios_url || settings.appStore.ios, 'Download on the App Store'],
    [conf.android_url || settings.appStore.android, 'Get it on Google Play'],
    [conf.presentations_url, 'Presentations'],
    [conf.companies_list_url, 'List of companies'],
    [conf.schedule_assistance_url, 'Schedule assistance'],
  ];
  const links = candidates.flatMap(([url, label]) => {
    const href = safeHref(url);
    return href ? [{ href, label }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="schedule-links no-print" aria-label={t('Conference links')}>
      <ul>
        {links.map((link) => {
          const mail = link.href.startsWith('mailto:');
          return (
            <li key={link.label}>
              <a href={link.href} target={mail ? undefined : '_blank'} rel={mail ? undefined : 'noopener noreferrer'}>
                {t(link.label)}
                {mail ? null : <span className="visually-hidden"> {t('(opens in a new tab)')}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
