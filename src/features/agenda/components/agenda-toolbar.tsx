import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocale, useT } from '@/i18n/i18n';
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
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <div className="schedule-toolbar agenda-toolbar no-print">
        <div className="agenda-toolbar__views" role="group" aria-label={t('View')}>
          {(Object.keys(VIEW_LABELS) as AgendaView[]).map((key) => (
            <button
              key={key}
              type="button"
              className="btn btn--ghost"
              aria-pressed={view === key}
              onClick={() => onView(key)}
              disabled={disabled}
            >
              {t(VIEW_LABELS[key])}
            </button>
          ))}
        </div>
        <div className="schedule-toolbar__actions" role="group" aria-label={t('Agenda options')}>
          <button type="button" className="btn btn--secondary" onClick={onIcs} disabled={disabled}>
            {t(ICS_BUTTON)}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => window.print()} disabled={disabled}>
            {t('Print')}
          </button>
        </div>
      </div>
      <p className="schedule-page__zone">
        {t('Times are shown in')} <strong lang={locale}>{zoneLabel(zone, dates)}</strong>
        {t(', the time zone chosen in the')}{' '}
        <Link to={paths.user.schedulePreview} className="print-plain">
          {t('My meetings')}
        </Link>{' '}
        {t('view. (+1) means the next day and (-1) the day before in that time zone.')}
      </p>
    </>
  );
}
