import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type MessageId, t, useT } from '@/i18n/i18n';
import type { Slot } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { EVENT_TIME_ZONE, formatConvertedTime, formatTimeRange, zoneCity } from '@/lib/dates/time-zones';
import { canCancelMeeting, CancelledMeeting, EntryMark, ScheduleSlot } from '@/features/schedule';
import { NO_TIME_GIVEN, TRAVEL_DESCRIPTION } from '../messages';
import { itemTitle, type AgendaItem } from '../logic/timeline';
import { NowNextMark } from './now-next';

/** What every entry needs from the page: the zone shown, and the schedule's cancel action. */
export type EntryContext = {
  zone: string;
  isPresenter: boolean;
  calendarName: string;
  allowedFrom: string | null;
  clock: Date;
  cancellingId: number | null;
  onCancel: (slot: Slot) => void;
};

/** An item's time in a zone: a range, a moment, or that no time was given (in the attendee's language). */
export function itemTime(item: AgendaItem, zone: string): string {
  if (!item.timed) return t(NO_TIME_GIVEN);
  return item.start === item.end
    ? formatConvertedTime(item.date, item.start, zone)
    : formatTimeRange(item.date, item.start, item.end, zone);
}

const KIND_LABELS = {
  tour: 'Tour',
  arrival: 'Travel',
  departure: 'Travel',
  bus: 'Shuttle bus',
} as const satisfies Record<string, MessageId>;

/** The tour, arrival, departure and shuttle entries, laid out as the schedule's entries are. */
function OwnEntry({ item, zone }: { item: AgendaItem; zone: string }) {
  const t = useT();
  const kind = item.kind as keyof typeof KIND_LABELS;
  const title = itemTitle(item);
  const day = formatLongDate(item.date);
  return (
    <article
      className={`schedule-slot agenda-entry agenda-entry--${item.kind}`}
      aria-label={
        item.timed
          ? t('{title}, {date} {time}', { title, date: day, time: item.start.slice(0, 5) })
          : t('{title}, {date}', { title, date: day })
      }
    >
      <div className="schedule-slot__time">
        <span className="schedule-slot__range">{itemTime(item, zone)}</span>
        {item.timed ? <span className="schedule-slot__zone">{t('{city} time', { city: zoneCity(zone) })}</span> : null}
        {item.timed && zone !== EVENT_TIME_ZONE ? (
          <span className="schedule-slot__london">{t('London {time}', { time: itemTime(item, EVENT_TIME_ZONE) })}</span>
        ) : null}
      </div>
      <div className="schedule-slot__body">
        <NowNextMark itemKey={item.key} />
        <div className="schedule-slot__head">
          <EntryMark name={t(KIND_LABELS[kind])} variant="own" />
          <div className="schedule-slot__heading">
            {/* The agenda's own title, or the shuttle run's name as the timetable gives it (in its own direction). */}
            <h3 className="schedule-slot__title" dir="auto">
              {title}
            </h3>
            <p className="schedule-slot__meta">{t(KIND_LABELS[kind])}</p>
          </div>
        </div>
        {item.kind === 'tour' ? (
          <p>
            <Link to={paths.user.booking}>{t('See or change your booking on the Tour Booking page')}</Link>
          </p>
        ) : null}
        {item.kind === 'arrival' || item.kind === 'departure' ? (
          <p>
            {t(TRAVEL_DESCRIPTION)} <Link to={paths.user.registration}>{t('Change them in Registration')}</Link>
          </p>
        ) : null}
        {item.stops ? (
          <ul className="agenda-entry__stops">
            {item.stops.map((stop) => (
              // The pick-up point: a hotel's name, as the timetable gives it, in its own direction.
              <li key={stop.point} dir="auto">
                {stop.point}: <strong>{formatConvertedTime(item.date, stop.time, zone)}</strong>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** One item of the agenda, as its source shows it (a meeting or session exactly as on the schedule page). */
export function AgendaEntry({ item, ctx }: { item: AgendaItem; ctx: EntryContext }) {
  if (item.slot) {
    const { slot } = item;
    return (
      <ScheduleSlot
        slot={slot}
        isPresenter={ctx.isPresenter}
        zone={ctx.zone}
        calendarName={ctx.calendarName}
        canCancel={!ctx.isPresenter && canCancelMeeting(slot, ctx.clock, ctx.allowedFrom)}
        cancelling={ctx.cancellingId === slot.id}
        onCancel={ctx.onCancel}
        change={item.change}
        badges={<NowNextMark itemKey={item.key} />}
      />
    );
  }
  if (item.cancelled) return <CancelledMeeting meeting={item.cancelled} zone={ctx.zone} />;
  return <OwnEntry item={item} zone={ctx.zone} />;
}
