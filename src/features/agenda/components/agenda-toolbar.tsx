import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { zoneLabel } from '@/lib/dates/time-zones';
import { ICS_BUTTON, VIEW_LABELS } from '../messages';

export type AgendaView = keyof typeof VIEW_LABELS;

/** The view choice (list or day), the calendar file and print, and the zone the times are in. */
export function AgendaToolbar({
  view,
  onView,
  onIcs,
  disabled,
  zone,
  dates,
}: {
  view: AgendaView;
  onView: (view: AgendaView) => void;
  onIcs: () => void;
  disabled: boolean;
  zone: string;
  dates: string[];
}) {
  return (
    <>
      <div className="schedule-toolbar agenda-toolbar no-print">
        <div className="agenda-toolbar__views" role="group" aria-label="View">
          {(Object.keys(VIEW_LABELS) as AgendaView[]).map((key) => (
            <button
              key={key}
              type="button"
              className="btn btn--ghost"
              aria-pressed={view === key}
              onClick={() => onView(key)}
              disabled={disabled}
            >
              {VIEW_LABELS[key]}
            </button>
          ))}
        </div>
        <div className="schedule-toolbar__actions" role="group" aria-label="Agenda options">
          <button type="button" className="btn btn--secondary" onClick={onIcs} disabled={disabled}>
            {ICS_BUTTON}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => window.print()} disabled={disabled}>
            Print
          </button>
        </div>
      </div>
      <p className="schedule-page__zone">
        Times are shown in <strong>{zoneLabel(zone, dates)}</strong>, the time zone chosen in the{' '}
        <Link to={paths.user.schedulePreview} className="print-plain">
          My meetings
        </Link>{' '}
        view. (+1) means the next day and (-1) the day before in that time zone.
      </p>
    </>
  );
}
