import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { t, useT } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import { now } from '@/lib/dates/clock';
import { formatConvertedTime, zoneCity } from '@/lib/dates/time-zones';
import { NEXT, NOW } from '../messages';
import { isConferenceDay, nowAndNext, NOTHING_NOW, untilText, type NowNext, type TimedEntry } from '../logic/now-next';
import { itemTitle, type AgendaItem } from '../logic/timeline';

type State = NowNext & { at: number };

const NowNextContext = createContext<State>({ ...NOTHING_NOW, at: 0 });

/** Milliseconds to the next whole minute of the clock (plus a little, so the tick lands past it). */
const toNextMinute = () => 60_050 - (now().getTime() % 60_000);

/**
 * Keeps "Now" and "Next" current during the conference days: one timer, set for each next whole
 * minute and stopped when the page is left. Only the marks and the banner read it, so a tick
 * re-renders them and not the page (the children are the page's own elements, unchanged).
 */
export function NowNextProvider({
  entries,
  conferenceDates,
  children,
}: {
  entries: TimedEntry[];
  conferenceDates: readonly string[];
  children: ReactNode;
}) {
  const [at, setAt] = useState(() => now().getTime());
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      setAt(now().getTime());
      timer = window.setTimeout(tick, toNextMinute());
    };
    timer = window.setTimeout(tick, toNextMinute());
    return () => window.clearTimeout(timer);
  }, []);
  const value = useMemo<State>(
    () => ({ ...(isConferenceDay(new Date(at), conferenceDates) ? nowAndNext(entries, at) : NOTHING_NOW), at }),
    [at, entries, conferenceDates],
  );
  return <NowNextContext.Provider value={value}>{children}</NowNextContext.Provider>;
}

type Mark = { kind: 'now' | 'next'; text: string };

/** The mark of an item that is on now or starts next, in the attendee's language; null otherwise. */
function useMark(itemKey: string): Mark | null {
  const state = useContext(NowNextContext);
  const t = useT();
  if (state.now.includes(itemKey)) return { kind: 'now', text: t(NOW) };
  if (state.next.includes(itemKey) && state.nextAt !== null)
    return { kind: 'next', text: t('Next, {until}', { until: untilText(state.nextAt - state.at) }) };
  return null;
}

/** "Now" or "Next, in 25 min" on an item that is on now or starts next (a line of its own); nothing otherwise. */
export function NowNextMark({ itemKey }: { itemKey: string }) {
  const mark = useMark(itemKey);
  if (!mark) return null;
  return (
    <p className="change-marks">
      <span className={`badge agenda-mark agenda-mark--${mark.kind}`}>{mark.text}</span>
    </p>
  );
}

/** The same mark inside a line of text (the day view's items). */
export function NowNextInline({ itemKey }: { itemKey: string }) {
  const mark = useMark(itemKey);
  return mark ? <span className={`badge agenda-mark agenda-mark--${mark.kind}`}>{mark.text}</span> : null;
}

/** What is on now and what comes next, at the top of the agenda (only during the conference days). */
export function NowNextBanner({ items, zone }: { items: AgendaItem[]; zone: string }) {
  const state = useContext(NowNextContext);
  useT();
  const named = (keys: string[]) => items.filter((item) => keys.includes(item.key));
  const current = named(state.now);
  const next = named(state.next);
  if (current.length === 0 && next.length === 0) return null;
  return (
    <section className="agenda-now-next" aria-label={t('Now and next')}>
      {current.length > 0 ? (
        <p>
          <span className="badge agenda-mark agenda-mark--now">{t(NOW)}</span>{' '}
          {current
            .map((item) =>
              t('{title} (until {time} {city} time)', {
                title: isolate(itemTitle(item)),
                time: formatConvertedTime(item.date, item.end, zone),
                city: zoneCity(zone),
              }),
            )
            .join('; ')}
        </p>
      ) : null}
      {next.length > 0 && state.nextAt !== null ? (
        <p>
          <span className="badge agenda-mark agenda-mark--next">{t(NEXT)}</span>{' '}
          {t('{titles} at {time} {city} time,', {
            titles: next.map((item) => isolate(itemTitle(item))).join('; '),
            time: formatConvertedTime(next[0].date, next[0].start, zone),
            city: zoneCity(zone),
          })}{' '}
          <strong>{untilText(state.nextAt - state.at)}</strong>
        </p>
      ) : null}
    </section>
  );
}
