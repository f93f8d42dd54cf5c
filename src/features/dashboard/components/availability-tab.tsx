import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type MessageId, useLocale, useT } from '@/i18n/i18n';
import type { AgendaSlot } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { dayPartTitle, slotsByDayPart, slotTimeLabel, slotTimesNote, zoneTimeName } from '@/features/availability';
import { groupChosenSlots } from '../logic/availability';

export const NO_DAYS: MessageId = 'You have not selected any days yet!';
export const CHOSEN: MessageId = 'Chosen';

/**
 * The attendee's chosen slots, a box per day and within it the conference's morning and afternoon,
 * in the attendee's time zone (the same rule as the registration form and the availability page).
 * The slots read as chosen (a check mark and the word), not as checkboxes that cannot be used.
 */
export function AvailabilityTab({
  agendaSlots,
  chosen,
  isPresenter,
  timezone,
}: {
  agendaSlots: AgendaSlot[];
  chosen: number[];
  isPresenter: boolean;
  /** The zone the slot times are shown in (see slotTimeZone). */
  timezone: string;
}) {
  const t = useT();
  const locale = useLocale();
  const days = groupChosenSlots(agendaSlots, chosen);
  // Presenters choose their slots on the presenter availability page; investors choose theirs on the registration form.
  const editPath = isPresenter ? paths.auth.availability : paths.user.registration;
  const zoneName = zoneTimeName(timezone);
  return (
    <div>
      <h2 className="dashboard__panel-title">{t('Availability')}</h2>
      {days.length === 0 ? (
        <p className="dashboard__empty">{t(NO_DAYS)}</p>
      ) : (
        <>
          <p className="dashboard__note">{slotTimesNote(timezone)}</p>
          <ul className="dashboard__days">
            {days.map((day) => {
              const titleId = `availability-day-${day.date}`;
              return (
                <li key={day.date} className="dashboard__day">
                  <section aria-labelledby={titleId}>
                    {/* Written by src/lib/dates in the page's language (not a catalogue text). */}
                    <h3 id={titleId} className="dashboard__day-title" lang={locale}>
                      {formatLongDate(day.date)}
                    </h3>
                    {slotsByDayPart(day.slots).map(({ part, slots }) => (
                      <div key={part} className="dashboard__part">
                        <p className="dashboard__part-title">{dayPartTitle(part, slots, timezone)}</p>
                        <ul
                          className="dashboard__slots"
                          aria-label={t('{date}, {part, select, morning {morning} other {afternoon}}', {
                            date: formatLongDate(day.date),
                            part,
                          })}
                        >
                          {slots.map((slot) => (
                            <li key={slot.id} className="dashboard__slot">
                              <span className="dashboard__slot-time">
                                {slotTimeLabel(slot, timezone)} <span className="dashboard__slot-zone">{zoneName}</span>
                              </span>
                              <span className="dashboard__chosen">
                                <span aria-hidden="true">✓ </span>
                                {t(CHOSEN)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </section>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Link to={editPath} className="btn btn--primary">
        {t('Edit My Availability')}
      </Link>
    </div>
  );
}
