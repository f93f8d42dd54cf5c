import { useLocale } from '@/i18n/i18n';
import type { Slot } from '@/lib/api/contract';
import { now } from '@/lib/dates/clock';
import { formatLongDate } from '@/lib/dates/format';
import { NO_CHANGES, type ScheduleChanges, type SeenMeeting } from '../logic/changes';
import { canCancelMeeting } from '../logic/cancellation';
import { CancelledMeeting } from './schedule-changes';
import { ScheduleSlot } from './schedule-slot';

type Props = {
  days: { date: string; slots: Slot[] }[];
  isPresenter: boolean;
  zone: string;
  calendarName: string;
  allowedFrom: string | null;
  cancellingId: number | null;
  onCancel: (slot: Slot) => void;
  changes?: ScheduleChanges;
};

type Entry = { slot: Slot; cancelled?: undefined } | { slot?: undefined; cancelled: SeenMeeting };

/** The days with their entries, the meetings cancelled since the last visit placed where they were. */
function daysWithCancelled(days: Props['days'], cancelled: SeenMeeting[]) {
  const byDate = new Map<string, Entry[]>(days.map((day) => [day.date, day.slots.map((slot) => ({ slot }))]));
  for (const meeting of cancelled) {
    const entries = byDate.get(meeting.date) ?? [];
    entries.push({ cancelled: meeting });
    byDate.set(meeting.date, entries);
  }
  const start = (entry: Entry) => (entry.slot ?? entry.cancelled).start_time;
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, entries]) => ({ date, entries: entries.sort((a, b) => start(a).localeCompare(start(b))) }));
}

/** The schedule's days, each a titled section of its entries; investors may cancel the meetings that allow it. */
export function ScheduleDays({
  days,
  isPresenter,
  zone,
  calendarName,
  allowedFrom,
  cancellingId,
  onCancel,
  changes = NO_CHANGES,
}: Props) {
  // The day headings are dates Intl writes in the attendee's language.
  const locale = useLocale();
  const clock = now();
  return (
    <>
      {daysWithCancelled(days, changes.cancelled).map((day) => (
        <section key={day.date} className="schedule-day" aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className="schedule-day__heading" lang={locale}>
            {formatLongDate(day.date)}
          </h2>
          {day.entries.map(({ slot, cancelled }) =>
            slot ? (
              <ScheduleSlot
                key={`${slot.type}-${slot.id}`}
                slot={slot}
                isPresenter={isPresenter}
                zone={zone}
                calendarName={calendarName}
                canCancel={!isPresenter && canCancelMeeting(slot, clock, allowedFrom)}
                cancelling={cancellingId === slot.id}
                onCancel={onCancel}
                change={slot.type === 1 ? undefined : changes.byId.get(slot.id)}
                anchored
              />
            ) : (
              <CancelledMeeting key={`cancelled-${cancelled.id}`} meeting={cancelled} zone={zone} />
            ),
          )}
        </section>
      ))}
    </>
  );
}
