import { useLocale, useT } from '@/i18n/i18n';
import { INTL_LOCALE, SOURCE_LOCALE } from '@/i18n/locale-choice';
import { formatDateSpan } from '@/lib/dates/date-span';

export type ConferenceIdentity = { name?: string | null; start_date?: string | null; end_date?: string | null };
export type AttendeeIdentity = { name: string; company: string | null; presenter: boolean };

/**
 * The conference the portal is for: its name and days, from the server's conference record. The name is the server's
 * text, in its own direction (`dir="auto"`) inside a right-to-left page; the days are written in the page's language.
 */
export function ConferenceMark({ conference }: { conference: ConferenceIdentity | undefined }) {
  const locale = useLocale();
  const name = conference?.name?.trim();
  if (!name) return null;
  const days = formatDateSpan(conference?.start_date, conference?.end_date, INTL_LOCALE[locale]);
  return (
    <p className="top-bar__conference">
      <span className="top-bar__conference-name" dir="auto">
        {name}
      </span>
      {/* Written by Intl in the page's language (not a catalogue text). */}
      {days ? (
        <span className="top-bar__conference-dates" lang={locale}>
          {days}
        </span>
      ) : null}
    </p>
  );
}

/** "JW" for "Mr. James Whitmore": the title (ending in a full stop) is left out. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !word.endsWith('.'))
    .map((word) => word[0]?.toUpperCase() ?? '');
  return words.length > 1 ? `${words[0]}${words[words.length - 1]}` : (words[0] ?? '');
}

/**
 * Who is signed in: name, and the company with its part at the conference (investor or presenting company). The name
 * and the company are the server's texts, each in its own direction (`dir="auto"`, a first-strong isolate).
 */
export function AttendeeCard({ attendee, className }: { attendee: AttendeeIdentity; className: string }) {
  const t = useT();
  const locale = useLocale();
  const role = attendee.presenter ? t('Presenting company') : t('Investor');
  // In another language the company keeps its own direction (first-strong isolate, as <bdi>); English as before.
  const company = locale === SOURCE_LOCALE ? attendee.company : `\u2068${attendee.company}\u2069`;
  return (
    <div className={`attendee-card ${className}`}>
      <span className="attendee-card__initials" aria-hidden="true" translate="no">
        {initialsOf(attendee.name)}
      </span>
      <span className="attendee-card__text">
        <span className="attendee-card__name" dir="auto">
          {attendee.name}
        </span>
        <span className="attendee-card__company">{attendee.company ? `${company} · ${role}` : role}</span>
      </span>
    </div>
  );
}

/** The conference's mark, or the attendee's card when an attendee is given (one lazily loaded entry for the frame). */
export function Identity({
  conference,
  attendee,
  className = '',
}: {
  conference?: ConferenceIdentity;
  attendee?: AttendeeIdentity;
  className?: string;
}) {
  return attendee ? (
    <AttendeeCard attendee={attendee} className={className} />
  ) : (
    <ConferenceMark conference={conference} />
  );
}
