import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { paths } from '@/config/paths';
import { t, tText, useLocale, useT } from '@/i18n/i18n';
import { alertError } from '@/lib/alerts';
import { isApiErrorOf } from '@/lib/api/errors';
import { formatLongDate } from '@/lib/dates/format';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, formatTimeRange, resolveTimeZone, zoneCity, zoneLabel } from '@/lib/dates/time-zones';
import { writeXlsxFile } from '@/lib/export/xlsx';
import { useProfile } from '@/lib/profile/profile';
import {
  meetingAnchor,
  NOT_PREPARED,
  scheduleQueryOptions,
  ScheduleUpdateFailed,
  useSchedule,
} from '@/features/schedule';
import { exportRows, meetingDays, type MeetingDay, type MetMeeting } from '../logic/who-you-meet';
import {
  EXPORT_BUTTON,
  EXPORT_FAILED,
  EXPORT_FILE_NAME,
  EXPORT_SHEET_NAME,
  EXPORTING,
  INVESTORS,
  intro,
  LOAD_FAILED,
  LOADING,
  MEETING_COUNT,
  NO_MEETINGS,
  WHO_YOU_MEET_TITLE,
} from '../messages';
import '../who-you-meet.css';

/** Character width of the spreadsheet's columns (as the companies export). */
const EXPORT_COLUMN_WIDTH = 30;

/** Asks for the schedule before the page first renders: it needs nothing from the profile. */
export function prefetchPageData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(scheduleQueryOptions());
}

/** One frame for every state, so the heading that has focus after the route change stays the same element. */
function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className="page who-page">
      <PageHeading>{t(WHO_YOU_MEET_TITLE)}</PageHeading>
      {children}
    </section>
  );
}

function Meeting({ meeting, zone, isPresenter }: { meeting: MetMeeting; zone: string; isPresenter: boolean }) {
  const titleId = `who-${meeting.id}`;
  // The server's names as sent; the portal's own words for a name the server left out.
  const counterpart = tText(meeting.counterpart);
  return (
    <li className="who-meeting card" aria-labelledby={titleId}>
      <p className="who-meeting__time">
        {formatTimeRange(meeting.date, meeting.start_time, meeting.end_time, zone)}{' '}
        <span className="who-meeting__zone">{t('{city} time', { city: zoneCity(zone) })}</span>
      </p>
      <div className="who-meeting__body">
        <h3 id={titleId} className="who-meeting__title" dir="auto">
          {counterpart}
        </h3>
        <p className="who-meeting__meta">
          {tText(meeting.type)}
          {meeting.room ? (
            <>
              {' · '}
              {t('Room:')} <strong dir="auto">{meeting.room}</strong>
            </>
          ) : null}
        </p>
        {meeting.people.length > 0 ? (
          <ul className="who-meeting__people" aria-label={isPresenter ? t(INVESTORS) : t('Company representatives')}>
            {meeting.people.map((person) => (
              // The people, their titles and institutions: the server's texts, in their own direction.
              <li key={`${person.name}-${person.institution}`} dir="auto">
                <strong>{person.name}</strong>
                {person.jobTitle ? `, ${person.jobTitle}` : ''}
                {isPresenter && person.institution ? ` — ${person.institution}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={`${paths.user.schedulePreview}#${meetingAnchor({ id: meeting.id, type: 2 })}`}
          className="who-meeting__link"
        >
          {t('See it on the schedule')}
          <span className="visually-hidden">
            : <bdi>{counterpart}</bdi>
          </span>
        </Link>
      </div>
    </li>
  );
}

function Days({ days, zone, isPresenter }: { days: MeetingDay[]; zone: string; isPresenter: boolean }) {
  const locale = useLocale();
  return days.map((day) => (
    <section key={day.date} className="who-day" aria-labelledby={`who-day-${day.date}`}>
      <h2 id={`who-day-${day.date}`} className="who-day__heading">
        {/* Written by src/lib/dates in the page's language (not a catalogue text). */}
        <span lang={locale}>{formatLongDate(day.date)}</span>
        <span className="who-day__total"> — {t(MEETING_COUNT, { count: day.meetings.length })}</span>
      </h2>
      <ul className="who-day__meetings">
        {day.meetings.map((meeting) => (
          <Meeting key={meeting.id} meeting={meeting} zone={zone} isPresenter={isPresenter} />
        ))}
      </ul>
    </section>
  ));
}

/** The attendee's meetings as the people and companies met, day by day, with their Excel export. */
export function WhoYouMeetPage() {
  const t = useT();
  const locale = useLocale();
  const profile = useProfile().data;
  const schedule = useSchedule();
  const [choice, setChoice] = useTimeZoneChoice();
  const [exporting, setExporting] = useState(false);
  const data = schedule.data;
  const isPresenter = data?.isPresenter ?? false;
  const serverZone = data?.conference_client?.timezone ?? null;
  const zone = resolveTimeZone(choice, serverZone, EVENT_TIME_ZONE);
  const days = useMemo(() => (data ? meetingDays(data) : []), [data]);
  const dates = profile?.conference_dates?.length ? profile.conference_dates : days.map((day) => day.date);

  if (schedule.isPending) {
    return (
      <Frame>
        <Loader label={t(LOADING)} />
      </Frame>
    );
  }
  // A later read that failed leaves the answer on screen (with a notice); only a page with none shows the error alone.
  const updateFailed = schedule.isError && !isApiErrorOf(schedule.error, 'validation') && schedule.data !== undefined;
  if (schedule.isError && !updateFailed) {
    return (
      <Frame>
        {isApiErrorOf(schedule.error, 'validation') ? (
          // The server's own words when it gave some, in their own direction; the spec's otherwise.
          <p className="form-alert form-alert--info" role="status" dir="auto">
            {tText(schedule.error.firstMessage(NOT_PREPARED))}
          </p>
        ) : (
          <LoadError error={schedule.error} title={t(LOAD_FAILED)} onRetry={() => void schedule.refetch()} />
        )}
      </Frame>
    );
  }
  if (days.length === 0) {
    const prepared = Object.values(schedule.data.schedule).some((slots) => slots.length > 0);
    return (
      <Frame>
        <p className="form-alert form-alert--info" role="status">
          {prepared ? t(NO_MEETINGS) : tText(NOT_PREPARED)}
        </p>
      </Frame>
    );
  }

  const total = days.reduce((sum, day) => sum + day.meetings.length, 0);
  const exportExcel = async () => {
    setExporting(true);
    try {
      await writeXlsxFile(EXPORT_FILE_NAME, {
        rows: exportRows(days, isPresenter, zone, zoneLabel(zone, dates, 'en')),
        sheetName: EXPORT_SHEET_NAME,
        columnWidth: EXPORT_COLUMN_WIDTH,
      });
    } catch {
      void alertError(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Frame>
      {updateFailed ? <ScheduleUpdateFailed schedule={schedule} zone={zone} /> : null}
      <p className="who-page__intro">
        {t(isPresenter ? intro.presenter : intro.investor)} <strong>{t(MEETING_COUNT, { count: total })}</strong>{' '}
        {t('in all.')}
      </p>
      <div className="who-page__toolbar no-print">
        <div className="who-page__zone">
          <TimeZoneSelect
            id="who-time-zone"
            label={t('Time zone')}
            value={zone}
            onChange={setChoice}
            dates={dates}
            extraZones={serverZone ? [serverZone] : []}
            hint={t('The zone of the Meeting Schedule page: the times here and in the export follow it.')}
          />
        </div>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void exportExcel()}
          disabled={exporting}
          aria-busy={exporting || undefined}
        >
          {t(exporting ? EXPORTING : EXPORT_BUTTON)}
        </button>
      </div>
      <p className="who-page__zone-note" aria-live="polite">
        {t('Times are shown in')} <strong lang={locale}>{zoneLabel(zone, dates)}</strong>.
      </p>
      <Days days={days} zone={zone} isPresenter={isPresenter} />
    </Frame>
  );
}
