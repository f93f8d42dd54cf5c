import { useLocale, useT } from '@/i18n/i18n';
import { formatLongDate } from '@/lib/dates/format';
import { formatRange } from '@/lib/dates/range';
import { AGENDA_DAYS, AGENDA_NOTE, AGENDA_SLOTS, REGISTRATION_HOURS } from '../content/agenda';

/** The four-day provisional agenda; `level` sets the heading level of each day, written in the attendee's language. */
export function Agenda({ level = 3 }: { level?: 3 | 4 }) {
  const t = useT();
  const locale = useLocale();
  const DayHeading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="agenda">
      <div className="agenda__days">
        {AGENDA_DAYS.map((day) => (
          <div key={day.date} className="agenda__day">
            {/* Written by Intl in the page's language (not a catalogue text). */}
            <DayHeading className="agenda__date" lang={locale}>
              {formatLongDate(day.date)}
            </DayHeading>
            <table className="agenda__table">
              <caption className="visually-hidden">{t('Agenda of {day}', { day: formatLongDate(day.date) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Time')}</th>
                  <th scope="col">{t('Session')}</th>
                </tr>
              </thead>
              <tbody>
                {AGENDA_SLOTS.map((slot, i) => (
                  <tr key={i}>
                    <td className="agenda__time">{formatRange(slot.start, slot.end)}</td>
                    <td>{t(slot.title)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <p className="agenda__note">
        <strong>{t(AGENDA_NOTE)}.</strong> {t(REGISTRATION_HOURS)}
      </p>
    </div>
  );
}
