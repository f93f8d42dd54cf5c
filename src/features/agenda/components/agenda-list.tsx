import { memo } from 'react';
import { useLocale } from '@/i18n/i18n';
import { formatLongDate } from '@/lib/dates/format';
import type { AgendaDay } from '../logic/timeline';
import { AgendaEntry, type EntryContext } from './agenda-entry';

/** One day of the list; kept as it is while its items and the entries' context are (a change of view re-renders none). */
const AgendaListDay = memo(function AgendaListDay({ day, ctx }: { day: AgendaDay; ctx: EntryContext }) {
  // The day is written by src/lib/dates in the page's language; a change of language renders it again.
  const locale = useLocale();
  return (
    <section className="schedule-day agenda-day" aria-labelledby={`agenda-day-${day.date}`}>
      <h2 id={`agenda-day-${day.date}`} className="schedule-day__heading" lang={locale}>
        {formatLongDate(day.date)}
      </h2>
      {day.items.map((item) => (
        <AgendaEntry key={item.key} item={item} ctx={ctx} />
      ))}
    </section>
  );
});

/**
 * The list view: every day with its items in time order. Hidden (not removed) while the day view
 * is shown, so a printout always holds every day, one page each.
 */
export function AgendaList({ days, ctx, hidden }: { days: AgendaDay[]; ctx: EntryContext; hidden: boolean }) {
  return (
    <div className="agenda-list" hidden={hidden}>
      {days.map((day) => (
        <AgendaListDay key={day.date} day={day} ctx={ctx} />
      ))}
    </div>
  );
}
