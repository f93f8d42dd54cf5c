import type { Slot } from '@/lib/api/contract';
import { now } from '@/lib/dates/clock';
import { formatLongDate } from '@/lib/dates/format';
import { canCancelMeeting } from '../logic/cancellation';
import { ScheduleSlot } from './schedule-slot';

type Props = {
  days: { date: string; slots: Slot[] }[];
  isPresenter: boolean;
  zone: string;
  calendarName: string;
  allowedFrom: string | null;
  cancellingId: number | null;
  onCancel: (slot: Slot) => void;
};

/** The schedule's days, each a titled section of its entries; investors may cancel the meetings that allow it. */
export function ScheduleDays({ days, isPresenter, zone, calendarName, allowedFrom, cancellingId, onCancel }: Props) {
  const clock = now();
  return (
    <>
      {days.map((day) => (
        <section key={day.date} className="schedule-day" aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className="schedule-day__heading">
            {formatLongDate(day.date)}
          </h2>
          {day.slots.map((slot) => (
            <ScheduleSlot
              key={`${slot.type}-${slot.id}`}
              slot={slot}
              isPresenter={isPresenter}
              zone={zone}
              calendarName={calendarName}
              canCancel={!isPresenter && canCancelMeeting(slot, clock, allowedFrom)}
              cancelling={cancellingId === slot.id}
              onCancel={onCancel}
            />
          ))}
        </section>
      ))}
    </>
  );
}
