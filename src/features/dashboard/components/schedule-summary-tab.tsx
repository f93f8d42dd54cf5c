import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { paths } from '@/config/paths';
import { tText, useLocale, useT } from '@/i18n/i18n';
import { isApiErrorOf } from '@/lib/api/errors';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { formatLongDate } from '@/lib/dates/format';
import { EVENT_TIME_ZONE, formatTimeRange, resolveTimeZone, zoneLabel } from '@/lib/dates/time-zones';
import { NO_COMPANY, NOT_PREPARED, scheduleDays, ScheduleUpdateFailed, useSchedule } from '@/features/schedule';
import { HOME_TEXT } from '../messages';
import '@/styles/table-cards.css';

export function ScheduleSummaryTab({ conferenceDates }: { conferenceDates: string[] }) {
  const t = useT();
  const locale = useLocale();
  const schedule = useSchedule();
  const [choice] = useTimeZoneChoice();
  if (schedule.isPending) return <Loader label={t(HOME_TEXT.loadingSchedule)} />;
  const title = <h2 className="dashboard__panel-title">{t('Schedule Summary')}</h2>;
  const data = schedule.data;
  if (schedule.isError && (data === undefined || isApiErrorOf(schedule.error, 'validation'))) {
    if (isApiErrorOf(schedule.error, 'validation')) {
      return (
        <div>
          {title}
          {/* The server's own words when it gave some, the spec's otherwise. */}
          <p className="form-alert form-alert--error" dir="auto">
            {tText(schedule.error.firstMessage(NOT_PREPARED))}
          </p>
        </div>
      );
    }
    return (
      <div>
        {title}
        <LoadError error={schedule.error} title={t(HOME_TEXT.scheduleFailed)} onRetry={() => void schedule.refetch()} />
      </div>
    );
  }
  // Pending and failed without an answer are handled above.
  if (data === undefined) return null;
  const days = scheduleDays(data.schedule);
  const zone = resolveTimeZone(choice, data.conference_client?.timezone, EVENT_TIME_ZONE);
  const dates = conferenceDates.length ? conferenceDates : days.map((d) => d.date);
  return (
    <div>
      {title}
      {/* A later read that failed leaves the summary shown, with a notice saying since when, and a retry. */}
      {schedule.isError ? <ScheduleUpdateFailed schedule={schedule} zone={zone} /> : null}
      {days.length === 0 ? (
        <p className="dashboard__empty">{tText(NOT_PREPARED)}</p>
      ) : (
        <>
          <p className="dashboard__note">
            {t('Times in')} <strong lang={locale}>{zoneLabel(zone, dates)}</strong>.
          </p>
          <div className="table-scroll table-cards-wrap">
            <table className="table table-cards">
              <caption className="visually-hidden">{t(HOME_TEXT.meetings)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Day')}</th>
                  <th scope="col">{t('Time')}</th>
                  <th scope="col">{data.isPresenter ? t('Meeting') : t('Company')}</th>
                  <th scope="col">{t('Room')}</th>
                </tr>
              </thead>
              <tbody>
                {days.flatMap((day) =>
                  day.slots.map((slot) => (
                    <tr key={`${slot.type}-${slot.id}`}>
                      <td data-label={t('Day')} lang={locale}>
                        {formatLongDate(day.date)}
                      </td>
                      <td data-label={t('Time')} className="tabular-nums">
                        {formatTimeRange(slot.date, slot.start_time, slot.end_time, zone)}
                      </td>
                      <th scope="row" dir="auto">
                        {slot.type === 1
                          ? slot.name || t('General session')
                          : data.isPresenter
                            ? [...new Set(slot.meetings.map((m) => m.client.company?.name).filter(Boolean))].join(
                                ', ',
                              ) || '—'
                            : (slot.company?.name ?? tText(NO_COMPANY))}
                      </th>
                      <td data-label={t('Room')}>
                        <bdi>{slot.room_number ?? '—'}</bdi>
                      </td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Link to={paths.user.schedulePreview} className="btn btn--primary">
        {t(HOME_TEXT.openSchedule)}
      </Link>
    </div>
  );
}
