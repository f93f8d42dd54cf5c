import type { ReactNode } from 'react';
import { t, useT } from '@/i18n/i18n';
import type { ScheduleClient, Slot } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { EVENT_TIME_ZONE, formatTimeRange, zoneCity } from '@/lib/dates/time-zones';
import { meetingAnchor } from '../logic/anchor';
import { isolate } from '@/i18n/isolate';
import type { MeetingChange } from '../logic/changes';
import {
  entryLabel,
  isCalendarReady,
  meetingTypeLabel,
  slotTitle,
  slotTitleSource,
  slotToEvent,
} from '../logic/schedule';
import { AddToCalendar } from './add-to-calendar';
import { EntryMark } from './entry-mark';
import { ChangeMarks } from './schedule-changes';
import '../schedule.css';
import { safeHref } from '@/lib/html/safe-href';
import { useOffline } from '@/lib/offline/online';

/** The schedule page's one note on why server actions are disabled offline (rendered in its toolbar). */
export const SCHEDULE_OFFLINE_REASON_ID = 'schedule-offline-reason';

type Props = {
  slot: Slot;
  isPresenter: boolean;
  zone: string;
  calendarName: string;
  canCancel: boolean;
  cancelling: boolean;
  onCancel: (slot: Slot) => void;
  /** How the meeting changed since the schedule was last seen, if it did. */
  change?: MeetingChange;
  /** Marks another page adds beside the change marks (the agenda's "Now" and "Next"). */
  badges?: ReactNode;
  /** The entry carries its anchor (meetingAnchor): an address ending in it scrolls to it and focuses it. */
  anchored?: boolean;
};

/** The people of a meeting, as the server names them (each line in its own direction). */
function People({ people, withCompany }: { people: ScheduleClient[]; withCompany: boolean }) {
  return (
    <ul className="schedule-slot__people">
      {people.map((person) => (
        <li key={person.id} dir="auto">
          <strong>{person.full_titled_name}</strong>
          {person.job_title ? <>, {person.job_title}</> : null}
          {withCompany && person.company?.name ? <> — {person.company.name}</> : null}
        </li>
      ))}
    </ul>
  );
}

/** How to join a meeting held online: its link, ID, password, video system and (for the presenter) host key. */
function OnlineRoom({ room, isPresenter }: { room: NonNullable<Slot['room']>; isPresenter: boolean }) {
  const t = useT();
  return (
    <dl className="schedule-slot__room">
      {safeHref(room.meeting_link) ? (
        <>
          <dt>{t('Meeting link')}</dt>
          <dd>
            <a
              href={safeHref(room.meeting_link) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className="print-plain"
            >
              <span dir="ltr">{room.meeting_link}</span>
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          </dd>
        </>
      ) : null}
      {room.meeting_id ? (
        <>
          <dt>{t('Meeting ID')}</dt>
          <dd dir="auto">{room.meeting_id}</dd>
        </>
      ) : null}
      {room.meeting_password ? (
        <>
          <dt>{t('Password')}</dt>
          <dd dir="auto">{room.meeting_password}</dd>
        </>
      ) : null}
      {room.sip ? (
        <>
          <dt>{t('Video system (SIP)')}</dt>
          <dd dir="auto">{room.sip}</dd>
        </>
      ) : null}
      {isPresenter && room.host_key ? (
        <>
          <dt>{t('Webex host key')}</dt>
          <dd dir="auto">{room.host_key}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * One schedule entry: times in the chosen zone (and London's), who, where, and what can be done with it. The
 * portal's words in the attendee's language; names, rooms, descriptions and meeting details as the server sends them.
 */
export function ScheduleSlot({
  slot,
  isPresenter,
  zone,
  calendarName,
  canCancel,
  cancelling,
  onCancel,
  change,
  badges,
  anchored = false,
}: Props) {
  useT();
  const offline = useOffline();
  const anchor = anchored ? meetingAnchor(slot) : undefined;
  const isSession = slot.type === 1;
  const title = slotTitle(slot, isPresenter);
  const context = entryLabel(
    slotTitleSource(slot, isPresenter),
    formatLongDate(slot.date),
    slot.start_time.slice(0, 5),
  );
  const event = slotToEvent(slot, isPresenter);
  const room = slot.room;
  const roomNumber = slot.room_number ?? room?.room_number ?? null;
  const online =
    room &&
    (room.meeting_link || room.meeting_id || room.meeting_password || room.sip || (isPresenter && room.host_key));

  return (
    <article
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      className={`schedule-slot${isSession ? ' schedule-slot--session' : ''}`}
      aria-label={context}
    >
      <div className="schedule-slot__time">
        <span className="schedule-slot__range">{formatTimeRange(slot.date, slot.start_time, slot.end_time, zone)}</span>
        <span className="schedule-slot__zone">{t('{city} time', { city: zoneCity(zone) })}</span>
        {zone !== EVENT_TIME_ZONE ? (
          <span className="schedule-slot__london">
            {t('London {times}', {
              times: formatTimeRange(slot.date, slot.start_time, slot.end_time, EVENT_TIME_ZONE),
            })}
          </span>
        ) : null}
      </div>
      <div className="schedule-slot__body">
        {badges}
        <ChangeMarks change={change} zone={zone} />
        <div className="schedule-slot__head">
          <EntryMark name={title} variant={isSession ? 'session' : undefined} />
          <div className="schedule-slot__heading">
            <h3 className="schedule-slot__title" dir="auto">
              {title}
            </h3>
            <p className="schedule-slot__meta">
              <span>{meetingTypeLabel(slot)}</span>
              {roomNumber ? (
                <span>
                  {' · '}
                  {t('Room:')} <strong dir="auto">{roomNumber}</strong>
                </span>
              ) : null}
            </p>
          </div>
        </div>
        {isSession && slot.description ? (
          <p className="schedule-slot__description" dir="auto">
            {slot.description}
          </p>
        ) : null}
        {!isSession && !isPresenter && slot.presenters.length > 0 ? (
          <div>
            <p className="schedule-slot__label">{t('Company representatives')}</p>
            <People people={slot.presenters} withCompany={false} />
          </div>
        ) : null}
        {!isSession && isPresenter && slot.meetings.length > 0 ? (
          <div>
            <p className="schedule-slot__label">{t('Investors')}</p>
            <People people={slot.meetings.map((m) => m.client)} withCompany />
          </div>
        ) : null}
        {slot.colleagues.length > 0 ? (
          <p className="schedule-slot__colleagues">
            {t('Your colleagues in this meeting: {names}', {
              names: isolate(slot.colleagues.map((c) => c.full_titled_name).join(', ')),
            })}
          </p>
        ) : null}
        {online ? <OnlineRoom room={room} isPresenter={isPresenter} /> : null}
        <div className="schedule-slot__actions no-print">
          {isCalendarReady(event) ? (
            <AddToCalendar
              event={event}
              fileName={`${isSession ? 'session' : 'meeting'}-${slot.id}.ics`}
              context={context}
              calendarName={calendarName}
            />
          ) : null}
          {canCancel ? (
            <button
              type="button"
              className="btn btn--danger btn--small"
              disabled={cancelling || offline}
              aria-describedby={offline ? SCHEDULE_OFFLINE_REASON_ID : undefined}
              onClick={() => onCancel(slot)}
              data-opens-dialog
            >
              {t('Cancel meeting')}
              <span className="visually-hidden">: {context}</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
