/**
 * Conference days, their day groups, the lists data set and the agenda slots grouped per day.
 * Day labels ("Monday 8 September", "8-9 September") come from the portal's one date formatter.
 */
import type { AgendaSlot, DateStr, GroupedSlots, Lists } from '@/lib/api/contract';
import { dayGroupLabel, formatWeekdayDate } from '@/lib/dates/format';
import { db } from '../db';

/** Every conference day, start to end date inclusive. */
export function conferenceDates(): DateStr[] {
  const dates: DateStr[] = [];
  const end = Date.parse(`${db.conference.end_date}T00:00:00Z`);
  for (let t = Date.parse(`${db.conference.start_date}T00:00:00Z`); t <= end; t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** Conference days that have one-on-one meetings. */
export function meetingDays(): DateStr[] {
  return conferenceDates().filter((d) => !db.closedConferenceDays.includes(d));
}

/** Day group of a conference date: ceil(1-based day index / split_days). */
export function dayGroupOf(date: DateStr): number {
  const index = conferenceDates().indexOf(date) + 1;
  const split = Math.max(1, db.conference.split_days);
  return index > 0 ? Math.ceil(index / split) : 0;
}

export function buildLists(): Lists {
  return {
    countries: structuredClone(db.countries),
    agenda_slots: structuredClone(db.agendaSlots),
    closed_days: [...db.closedDays],
    closed_conference_days: [...db.closedConferenceDays],
    timezones: structuredClone(db.timezones),
  };
}

export const isMorning = (slot: AgendaSlot): boolean => slot.start_time < '13:00:00';

export function slotsOfDay(date: DateStr): AgendaSlot[] {
  return db.agendaSlots.filter((s) => s.date === date).sort((a, b) => a.start_time.localeCompare(b.start_time));
}

export function groupedSlots(): GroupedSlots[] {
  const groups = new Map<number, DateStr[]>();
  for (const date of meetingDays()) {
    const group = dayGroupOf(date);
    groups.set(group, [...(groups.get(group) ?? []), date]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNumber, dates]) => ({
      groupNumber,
      groupTitle: dayGroupLabel(dates),
      slots: Object.fromEntries(
        dates.map((date) => {
          const timeslots = structuredClone(slotsOfDay(date));
          return [
            date,
            {
              formattedDate: formatWeekdayDate(date),
              timeslots,
              morning_slots: timeslots.filter(isMorning),
              afternoon_slots: timeslots.filter((s) => !isMorning(s)),
            },
          ];
        }),
      ),
    }));
}
