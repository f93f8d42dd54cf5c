import { formatDateSpan } from '@/lib/dates/date-span';

export type ConferenceIdentity = { name?: string | null; start_date?: string | null; end_date?: string | null };
export type AttendeeIdentity = { name: string; company: string | null; presenter: boolean };

/** The conference the portal is for: its name and days, from the server's conference record. */
export function ConferenceMark({ conference }: { conference: ConferenceIdentity | undefined }) {
  const name = conference?.name?.trim();
  if (!name) return null;
  const days = formatDateSpan(conference?.start_date, conference?.end_date);
  return (
    <p className="top-bar__conference">
      <span className="top-bar__conference-name">{name}</span>
      {days ? <span className="top-bar__conference-dates">{days}</span> : null}
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

/** Who is signed in: name, and the company with its part at the conference (investor or presenting company). */
export function AttendeeCard({ attendee, className }: { attendee: AttendeeIdentity; className: string }) {
  const role = attendee.presenter ? 'Presenting company' : 'Investor';
  return (
    <div className={`attendee-card ${className}`}>
      <span className="attendee-card__initials" aria-hidden="true">
        {initialsOf(attendee.name)}
      </span>
      <span className="attendee-card__text">
        <span className="attendee-card__name">{attendee.name}</span>
        <span className="attendee-card__company">{attendee.company ? `${attendee.company} · ${role}` : role}</span>
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
