import { useState, type ReactNode } from 'react';
import { t, useLocale, useT } from '@/i18n/i18n';
import { formatLongDate } from '@/lib/dates/format';
import { formatTimeRange, zoneCity } from '@/lib/dates/time-zones';
import { changeSummaryText, type ChangeCounts, type MeetingChange, type SeenMeeting } from '../logic/changes';
import { cancelledEntryLabel, meetingType, meetingTypeLabel, seenTitle } from '../logic/schedule';
import { isolate } from '@/i18n/isolate';
import { EntryMark } from './entry-mark';
import { CHANGE_LABELS, MARK_AS_SEEN, MARKED_AS_SEEN } from '../messages';

/** "Wednesday 10 September 2025, 10:30–11:20" in the zone shown, the date in the attendee's language. */
const when = (meeting: SeenMeeting, zone: string) =>
  `${formatLongDate(meeting.date)}, ${formatTimeRange(meeting.date, meeting.start_time, meeting.end_time, zone)}`;

/** The marks of a changed meeting, in words (never by colour alone), with what it was before. */
export function ChangeMarks({ change, zone }: { change: MeetingChange | undefined; zone: string }) {
  useT();
  if (!change) return null;
  const { before } = change;
  return (
    <p className="change-marks">
      {change.isNew ? <span className="badge badge--success">{t(CHANGE_LABELS.added)}</span> : null}
      {change.moved && before ? (
        <>
          <span className="badge badge--warning">{t(CHANGE_LABELS.moved)}</span>{' '}
          <span className="change-marks__was">
            {t('was {when} ({city} time)', { when: when(before, zone), city: zoneCity(zone) })}
          </span>
        </>
      ) : null}
      {change.roomChanged && before ? (
        <>
          <span className="badge badge--warning">{t(CHANGE_LABELS.room)}</span>{' '}
          <span className="change-marks__was">
            {before.room ? t('was {room}', { room: isolate(before.room) }) : t('was no room')}
          </span>
        </>
      ) : null}
    </p>
  );
}

/** A meeting there at the last visit and gone now: shown struck through, until marked as seen. */
export function CancelledMeeting({
  meeting,
  zone,
  heading = 'h3',
}: {
  meeting: SeenMeeting;
  zone: string;
  heading?: 'h3' | 'h4';
}) {
  useT();
  const Heading = heading;
  // The server's name as kept, or the catalogue's text where it gave none.
  const title = meeting.title ? seenTitle(meeting.title) : meetingTypeLabel(meeting);
  return (
    <article
      className="schedule-slot schedule-slot--cancelled"
      aria-label={cancelledEntryLabel(
        meeting.title || meetingType(meeting),
        formatLongDate(meeting.date),
        meeting.start_time.slice(0, 5),
      )}
    >
      <div className="schedule-slot__time">
        <s className="schedule-slot__range">
          {formatTimeRange(meeting.date, meeting.start_time, meeting.end_time, zone)}
        </s>
        <span className="schedule-slot__zone">{t('{city} time', { city: zoneCity(zone) })}</span>
      </div>
      <div className="schedule-slot__body">
        <p className="change-marks">
          <span className="badge badge--danger">{t(CHANGE_LABELS.cancelled)}</span>
        </p>
        <div className="schedule-slot__head">
          <EntryMark name={title} />
          <div className="schedule-slot__heading">
            <Heading className="schedule-slot__title">
              <s dir="auto">{title}</s>
            </Heading>
            <p className="schedule-slot__meta">
              <s>
                {meetingTypeLabel(meeting)}
                {meeting.room ? ` · ${t('Room: {room}', { room: isolate(meeting.room) })}` : ''}
              </s>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * "Since your last visit: 2 new meetings, 1 moved, 1 cancelled", with the way to mark the changes
 * as seen (or, where they are not shown, a link to where they are). Nothing when nothing changed.
 * Marking them as seen removes the button that had focus: focus goes to the page's heading, and
 * the status line says what happened.
 */
export function ChangeSummary({
  counts,
  onMarkSeen,
  children,
}: {
  counts: ChangeCounts;
  onMarkSeen?: () => void;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const [marked, setMarked] = useState(false);
  const text = changeSummaryText(counts);
  // The status line is there while there is a summary, so its text is announced when the summary goes.
  const status =
    onMarkSeen && (text || marked) ? (
      <p className="visually-hidden" role="status">
        {marked && !text ? t(MARKED_AS_SEEN) : ''}
      </p>
    ) : null;
  const markSeen = () => {
    onMarkSeen?.();
    setMarked(true);
    document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
  };
  return (
    <>
      {status}
      {text ? (
        <div className="change-summary" role="region" aria-label={t('Changes since your last visit')}>
          <p className="change-summary__text">
            {/* The list's commas and conjunctions are Intl's, in the page's language (changeSummaryText). */}
            <strong lang={locale}>{text}</strong>
          </p>
          {children}
          {onMarkSeen ? (
            <button type="button" className="btn btn--secondary no-print" onClick={markSeen}>
              {t(MARK_AS_SEEN)}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
