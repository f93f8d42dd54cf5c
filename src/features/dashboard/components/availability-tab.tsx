import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AgendaSlot } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { groupChosenSlots } from '../logic/availability';

export const NO_DAYS = 'You have not selected any days yet!';

const hhmm = (time: string) => time.slice(0, 5);

export function AvailabilityTab({
  agendaSlots,
  chosen,
  isPresenter,
}: {
  agendaSlots: AgendaSlot[];
  chosen: number[];
  isPresenter: boolean;
}) {
  const days = groupChosenSlots(agendaSlots, chosen);
  // Presenters choose their slots on the presenter availability page; investors choose theirs on the registration form.
  const editPath = isPresenter ? paths.auth.availability : paths.user.registration;
  return (
    <div>
      <h2 className="dashboard__panel-title">Availability</h2>
      {days.length === 0 ? (
        <p className="dashboard__empty">{NO_DAYS}</p>
      ) : (
        <>
          <p className="dashboard__note">Times are London time (the conference venue).</p>
          <div className="dashboard__days">
            {days.map((day) => (
              <fieldset key={day.date} className="dashboard__day">
                <legend>{formatLongDate(day.date)}</legend>
                {day.slots.map((slot) => {
                  const id = `availability-${slot.id}`;
                  return (
                    <div key={slot.id} className="dashboard__slot">
                      <input type="checkbox" id={id} checked disabled readOnly />
                      <label htmlFor={id}>
                        {hhmm(slot.start_time)} – {hhmm(slot.end_time)}
                      </label>
                    </div>
                  );
                })}
              </fieldset>
            ))}
          </div>
        </>
      )}
      <Link to={editPath} className="btn btn--primary">
        Edit My Availability
      </Link>
    </div>
  );
}
