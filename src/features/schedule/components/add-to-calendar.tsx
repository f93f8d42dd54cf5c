import { useT } from '@/i18n/i18n';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/export/calendar-links';
import type { CalendarEvent } from '@/lib/export/ics';
import { loadScheduleExport } from '../hooks/load-schedule-export';

type Props = { event: CalendarEvent; fileName: string; context: string; calendarName?: string };

/** The per-meeting calendar choice: Google Calendar, Outlook on the web, or an .ics file. No sign-in needed. */
export function AddToCalendar({ event, fileName, context, calendarName }: Props) {
  const t = useT();
  return (
    <details className="add-to-calendar no-print">
      <summary className="btn btn--secondary btn--small add-to-calendar__toggle">
        {t('Add to calendar')}
        <span className="visually-hidden">: {context}</span>
      </summary>
      <ul className="add-to-calendar__list">
        <li>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            {t('Google Calendar')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            {t('Outlook on the web')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => void loadScheduleExport().then((m) => m.exportScheduleEvent(event, calendarName, fileName))}
          >
            {t('Download .ics file')}
            <span className="visually-hidden"> {t('for {context}', { context })}</span>
          </button>
        </li>
      </ul>
    </details>
  );
}
