import { useMemo, useState } from 'react';
import { tText, useLocale, useT } from '@/i18n/i18n';
import { formatLongDate, formatWeekdayDate } from '@/lib/dates/format';
import { zoneCity } from '@/lib/dates/time-zones';
import { CHANGE_LABELS } from '@/features/schedule';
import { axisLabel, layoutDay, MIN_BLOCK_MINUTES } from '../logic/day-layout';
import { itemTitle, type AgendaDay, type AgendaItem } from '../logic/timeline';
import { AgendaEntry, itemTime, type EntryContext } from './agenda-entry';
import { NowNextInline } from './now-next';

/** Pixels per minute of the time axis. */
const SCALE = 1.2;
const DETAIL_ID = 'agenda-day-detail';

/** The item's change marks, in the attendee's language. */
function changeWords(item: AgendaItem): string[] {
  if (item.kind === 'cancelled') return [tText(CHANGE_LABELS.cancelled)];
  const change = item.change;
  if (!change) return [];
  return [
    change.isNew ? tText(CHANGE_LABELS.added) : '',
    change.moved ? tText(CHANGE_LABELS.moved) : '',
    change.roomChanged ? tText(CHANGE_LABELS.room) : '',
  ].filter(Boolean);
}

const roomOf = (item: AgendaItem) => item.slot?.room_number || item.slot?.room?.room_number || item.cancelled?.room;

/** One item on the axis: a button named by its title, time, room and marks, that shows its details below. */
function Block({
  item,
  zone,
  selected,
  onSelect,
}: {
  item: AgendaItem;
  zone: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const room = roomOf(item);
  const title = item.kind === 'cancelled' ? <s>{itemTitle(item)}</s> : itemTitle(item);
  return (
    <button
      type="button"
      className={`agenda-block agenda-block--${item.kind}${selected ? ' agenda-block--selected' : ''}`}
      aria-expanded={selected}
      aria-controls={DETAIL_ID}
      onClick={onSelect}
    >
      <span className="agenda-block__title" dir="auto">
        {title}
      </span>{' '}
      <span className="agenda-block__time">
        {itemTime(item, zone)}
        {item.timed ? <span className="visually-hidden"> {t('{city} time', { city: zoneCity(zone) })}</span> : null}
      </span>
      {room ? (
        <span className="agenda-block__room">
          {' '}
          <bdi>{room}</bdi>
        </span>
      ) : null}
      {changeWords(item).map((word) => (
        <span key={word} className="agenda-block__mark">
          {' '}
          {word}
        </span>
      ))}{' '}
      <NowNextInline itemKey={item.key} />
    </button>
  );
}

/**
 * The day view: one conference day at a time on a time axis in the zone shown, items that overlap
 * side by side, each reachable with the keyboard in time order; the chosen item's details below.
 */
export function AgendaDayView({ days, ctx }: { days: AgendaDay[]; ctx: EntryContext }) {
  const t = useT();
  const locale = useLocale();
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const day = days.find((d) => d.date === chosenDate) ?? days[0];
  const layout = useMemo(() => layoutDay(day?.items.filter((item) => item.timed) ?? [], ctx.zone), [day, ctx.zone]);
  if (!day) return null;
  const untimed = day.items.filter((item) => !item.timed);
  const selected = day.items.find((item) => item.key === selectedKey);
  const block = (item: AgendaItem) => (
    <Block
      item={item}
      zone={ctx.zone}
      selected={item.key === selectedKey}
      onSelect={() => setSelectedKey(item.key === selectedKey ? null : item.key)}
    />
  );
  const height = (layout.axisEnd - layout.axisStart) * SCALE;

  return (
    <section className="agenda-dayview" aria-labelledby="agenda-dayview-heading">
      <div className="agenda-dayview__days no-print" role="group" aria-label={t('Day shown')}>
        {days.map((d) => (
          <button
            key={d.date}
            type="button"
            className="btn btn--ghost"
            lang={locale}
            aria-pressed={d.date === day.date}
            onClick={() => {
              setChosenDate(d.date);
              setSelectedKey(null);
            }}
          >
            {formatWeekdayDate(d.date)}
          </button>
        ))}
      </div>
      <h2 id="agenda-dayview-heading" className="schedule-day__heading" lang={locale}>
        {formatLongDate(day.date)}
      </h2>
      {untimed.length > 0 ? (
        <ul className="agenda-dayview__untimed">
          {untimed.map((item) => (
            <li key={item.key}>{block(item)}</li>
          ))}
        </ul>
      ) : null}
      <div className="agenda-dayview__grid" style={{ height }}>
        <ol className="agenda-dayview__axis" aria-hidden="true">
          {layout.hours.map((minute) => (
            <li key={minute} style={{ top: (minute - layout.axisStart) * SCALE }}>
              {axisLabel(minute)}
            </li>
          ))}
        </ol>
        <ol
          className="agenda-dayview__items"
          aria-label={t('{date}, {city} time', { date: formatLongDate(day.date), city: zoneCity(ctx.zone) })}
        >
          {layout.placed.map(({ item, start, end, column, columns }) => (
            <li
              key={item.key}
              style={{
                top: (start - layout.axisStart) * SCALE,
                height: (Math.max(end, start + MIN_BLOCK_MINUTES) - start) * SCALE,
                insetInlineStart: `${(column / columns) * 100}%`,
                width: `${100 / columns}%`,
              }}
            >
              {block(item)}
            </li>
          ))}
        </ol>
      </div>
      <div id={DETAIL_ID} className="agenda-dayview__detail">
        {selected ? (
          <AgendaEntry item={selected} ctx={ctx} />
        ) : (
          <p className="field__hint">{t('Choose an item of the day to see its details here.')}</p>
        )}
      </div>
    </section>
  );
}
