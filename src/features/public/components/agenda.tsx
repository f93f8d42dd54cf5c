import { formatRange } from '@/lib/dates/range';
import { AGENDA_DAYS, AGENDA_NOTE, AGENDA_SLOTS, REGISTRATION_HOURS } from '../content/agenda';

/** The four-day provisional agenda; `level` sets the heading level of each day. */
export function Agenda({ level = 3 }: { level?: 3 | 4 }) {
  const DayHeading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="agenda">
      <div className="agenda__days">
        {AGENDA_DAYS.map((day) => (
          <div key={day.date} className="agenda__day">
            <DayHeading className="agenda__date">{day.label}</DayHeading>
            <table className="agenda__table">
              <caption className="visually-hidden">Agenda of {day.label}</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Session</th>
                </tr>
              </thead>
              <tbody>
                {AGENDA_SLOTS.map((slot, i) => (
                  <tr key={i}>
                    <td className="agenda__time">{formatRange(slot.start, slot.end)}</td>
                    <td>{slot.title}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <p className="agenda__note">
        <strong>{AGENDA_NOTE}.</strong> {REGISTRATION_HOURS}
      </p>
    </div>
  );
}
