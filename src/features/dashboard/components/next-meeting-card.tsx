import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import { t, tText, useLocale, useT } from '@/i18n/i18n';
import type { ScheduleAnswer } from '@/lib/api/contract';
import { isApiErrorOf } from '@/lib/api/errors';
import { readCalendarDate } from '@/lib/dates/calendar-date';
import { formatLongDate } from '@/lib/dates/format';
import { formatConvertedTime, formatTimeRange, zoneLabel } from '@/lib/dates/time-zones';
import {
  meetingAnchor,
  meetingTypeLabel,
  NOT_PREPARED,
  scheduleDays,
  slotTitle,
  ScheduleUpdateFailed,
  type useSchedule,
} from '@/features/schedule';
import { untilText } from '@/features/agenda';
import { ReminderSetting } from '@/features/reminders';
import { focusMeeting, meetingsAhead } from '../logic/next-meeting';
import { HOME_TEXT } from '../messages';
import { MeetingCardFrame, ScheduleLoading } from './home-cards';

type Props = {
  schedule: ReturnType<typeof useSchedule>;
  zone: string;
  /** The conference's days, for the zone's offset. */
  dates: string[];
  /** The app clock's instant. */
  at: number;
};

/** Before the schedule exists: the server's word for it, and the expected day when the organisers gave one. */
function NotReady({ reason }: { reason: string }) {
  const t = useT();
  const expected = readCalendarDate(settings.scheduleExpectedDate);
  return (
    <MeetingCardFrame title={HOME_TEXT.meetings}>
      <p className="next-meeting__status">
        {/* The reason: the server's own words when it gave some, in their own direction. */}
        <strong>{t(HOME_TEXT.notReady)}</strong> <span dir="auto">{tText(reason)}</span>
      </p>
      <p>{expected ? t(HOME_TEXT.expected, { date: formatLongDate(expected) }) : t(HOME_TEXT.shownHere)}</p>
    </MeetingCardFrame>
  );
}

/**
 * The meeting the attendee opens the portal for: the one in progress during the conference, else
 * the next one; its time in the attendee's zone, who, where, and the way to it on the schedule;
 * how long before it the reminder comes (the same choice as on the Meeting Schedule page).
 */
export function NextMeetingCard({ schedule, zone, dates, at }: Props) {
  const locale = useLocale();
  if (schedule.isPending) {
    return (
      <MeetingCardFrame title={HOME_TEXT.next}>
        <ScheduleLoading />
      </MeetingCardFrame>
    );
  }
  const data: ScheduleAnswer | undefined = schedule.data;
  if (schedule.isError && (data === undefined || isApiErrorOf(schedule.error, 'validation'))) {
    if (isApiErrorOf(schedule.error, 'validation'))
      return <NotReady reason={schedule.error.firstMessage(NOT_PREPARED)} />;
    return (
      <MeetingCardFrame title={HOME_TEXT.next}>
        <LoadError error={schedule.error} title={t(HOME_TEXT.scheduleFailed)} onRetry={() => void schedule.refetch()} />
      </MeetingCardFrame>
    );
  }
  // Pending and failed without an answer are handled above.
  if (data === undefined) return null;
  // A later read that failed leaves the meeting shown, with a notice saying since when, and a retry.
  const updateFailed = schedule.isError ? <ScheduleUpdateFailed schedule={schedule} zone={zone} /> : null;
  const days = scheduleDays(data.schedule);
  if (days.length === 0) return <NotReady reason={NOT_PREPARED} />;
  const focus = focusMeeting(days, at);
  if (!focus) {
    return (
      <MeetingCardFrame title={HOME_TEXT.meetings}>
        {updateFailed}
        <p>{t(HOME_TEXT.noneLeft)}</p>
        <Link to={paths.user.schedulePreview} className="btn btn--secondary">
          {t(HOME_TEXT.openSchedule)}
        </Link>
      </MeetingCardFrame>
    );
  }
  const { slot } = focus;
  const room = slot.room_number ?? slot.room?.room_number ?? null;
  const more = meetingsAhead(days, at) - (focus.status === 'next' ? 1 : 0);
  return (
    <MeetingCardFrame title={focus.status === 'now' ? HOME_TEXT.now : HOME_TEXT.next}>
      {updateFailed}
      <p className="next-meeting__when">
        <span className="next-meeting__time">{formatTimeRange(slot.date, slot.start_time, slot.end_time, zone)}</span>{' '}
        <span className="next-meeting__zone" lang={locale}>
          {zoneLabel(zone, dates)}
        </span>
      </p>
      <p className="next-meeting__day">
        {t('{date} ·', { date: formatLongDate(slot.date) })}{' '}
        <strong>
          {focus.status === 'now'
            ? t('on now, until {time}', { time: formatConvertedTime(slot.date, slot.end_time, zone) })
            : untilText(focus.startAt - at)}
        </strong>
      </p>
      <p className="next-meeting__who">
        <strong className="next-meeting__title" dir="auto">
          {tText(slotTitle(slot, data.isPresenter))}
        </strong>
        <span className="next-meeting__type">{meetingTypeLabel(slot)}</span>
      </p>
      <p className="next-meeting__room">
        {t('Room:')} <strong dir="auto">{room ?? t('not given yet')}</strong>
      </p>
      <p className="home-card__actions">
        <Link to={`${paths.user.schedulePreview}#${meetingAnchor(slot)}`} className="btn btn--primary">
          {t(HOME_TEXT.onSchedule)}
        </Link>
        <Link to={paths.user.whoYouMeet} className="btn btn--secondary">
          {t('Who you meet')}
        </Link>
        {more > 0 ? (
          <span className="next-meeting__more">
            {t('{count, plural, one {# more meeting} other {# more meetings}} after this one', { count: more })}
          </span>
        ) : null}
      </p>
      <ReminderSetting compact />
    </MeetingCardFrame>
  );
}
