import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { paths } from '@/config/paths';
import { isApiErrorOf } from '@/lib/api/errors';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { formatLongDate } from '@/lib/dates/format';
import { EVENT_TIME_ZONE, formatTimeRange, resolveTimeZone, zoneLabel } from '@/lib/dates/time-zones';
import { NO_COMPANY, NOT_PREPARED, scheduleDays, useSchedule } from '@/features/schedule';
import '@/styles/table-cards.css';

export function ScheduleSummaryTab({ conferenceDates }: { conferenceDates: string[] }) {
  const schedule = useSchedule();
  const [choice] = useTimeZoneChoice();
  if (schedule.isPending) return <Loader label="Loading your schedule…" />;
  const title = <h2 className="dashboard__panel-title">Schedule Summary</h2>;
  if (schedule.isError) {
    if (isApiErrorOf(schedule.error, 'validation')) {
      return (
        <div>
          {title}
          <p className="form-alert form-alert--error">{schedule.error.firstMessage(NOT_PREPARED)}</p>
        </div>
      );
    }
    return (
      <div>
        {title}
        <LoadError
          error={schedule.error}
          title="We could not load your schedule."
          onRetry={() => void schedule.refetch()}
        />
      </div>
    );
  }
  const data = schedule.data;
  const days = scheduleDays(data.schedule);
  const zone = resolveTimeZone(choice, data.conference_client?.timezone, EVENT_TIME_ZONE);
  const dates = conferenceDates.length ? conferenceDates : days.map((d) => d.date);
  return (
    <div>
      {title}
      {days.length === 0 ? (
        <p className="dashboard__empty">{NOT_PREPARED}</p>
      ) : (
        <>
          <p className="dashboard__note">
            Times in <strong>{zoneLabel(zone, dates)}</strong>.
          </p>
          <div className="table-scroll table-cards-wrap">
            <table className="table table-cards">
              <caption className="visually-hidden">Your meetings</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Time</th>
                  <th scope="col">{data.isPresenter ? 'Meeting' : 'Company'}</th>
                  <th scope="col">Room</th>
                </tr>
              </thead>
              <tbody>
                {days.flatMap((day) =>
                  day.slots.map((slot) => (
                    <tr key={`${slot.type}-${slot.id}`}>
                      <td data-label="Day">{formatLongDate(day.date)}</td>
                      <td data-label="Time" className="tabular-nums">
                        {formatTimeRange(slot.date, slot.start_time, slot.end_time, zone)}
                      </td>
                      <th scope="row">
                        {slot.type === 1
                          ? slot.name || 'General session'
                          : data.isPresenter
                            ? [...new Set(slot.meetings.map((m) => m.client.company?.name).filter(Boolean))].join(
                                ', ',
                              ) || '—'
                            : (slot.company?.name ?? NO_COMPANY)}
                      </th>
                      <td data-label="Room">{slot.room_number ?? '—'}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Link to={paths.user.schedulePreview} className="btn btn--primary">
        Open my schedule
      </Link>
    </div>
  );
}
