import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { now } from '@/lib/dates/clock';
import { formatConvertedTime, zoneCity } from '@/lib/dates/time-zones';
import { NEXT, NOW } from '../messages';
import { isConferenceDay, nowAndNext, NOTHING_NOW, untilText, type NowNext, type TimedEntry } from '../logic/now-next';
import type { AgendaItem } from '../logic/timeline';

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

/** The text of the mark of an item that is on now or starts next; null otherwise. */
function useMark(itemKey: string): string | null {
  const state = useContext(NowNextContext);
  if (state.now.includes(itemKey)) return NOW;
  if (state.next.includes(itemKey) && state.nextAt !== null) return `${NEXT}, ${untilText(state.nextAt - state.at)}`;
  return null;
}

/** "Now" or "Next, in 25 min" on an item that is on now or starts next (a line of its own); nothing otherwise. */
export function NowNextMark({ itemKey }: { itemKey: string }) {
  const mark = useMark(itemKey);
  if (!mark) return null;
  return (
    <p className="change-marks">
      <span className={`badge agenda-mark agenda-mark--${mark === NOW ? 'now' : 'next'}`}>{mark}</span>
    </p>
  );
}

/** The same mark inside a line of text (the day view's items). */
export function NowNextInline({ itemKey }: { itemKey: string }) {
  const mark = useMark(itemKey);
  return mark ? (
    <span className={`badge agenda-mark agenda-mark--${mark === NOW ? 'now' : 'next'}`}>{mark}</span>
  ) : null;
}

/** What is on now and what comes next, at the top of the agenda (only during the conference days). */
export function NowNextBanner({ items, zone }: { items: AgendaItem[]; zone: string }) {
  const state = useContext(NowNextContext);
  const named = (keys: string[]) => items.filter((item) => keys.includes(item.key));
  const current = named(state.now);
  const next = named(state.next);
  if (current.length === 0 && next.length === 0) return null;
  return (
    <section className="agenda-now-next" aria-label="Now and next">
      {current.length > 0 ? (
        <p>
          <span className="badge agenda-mark agenda-mark--now">{NOW}</span>{' '}
          {current
            .map(
              (item) =>
                `${item.title} (until ${formatConvertedTime(item.date, item.end, zone)} ${zoneCity(zone)} time)`,
            )
            .join('; ')}
        </p>
      ) : null}
      {next.length > 0 && state.nextAt !== null ? (
        <p>
          <span className="badge agenda-mark agenda-mark--next">{NEXT}</span>{' '}
          {next.map((item) => item.title).join('; ')} at {formatConvertedTime(next[0].date, next[0].start, zone)}{' '}
          {zoneCity(zone)} time, <strong>{untilText(state.nextAt - state.at)}</strong>
        </p>
      ) : null}
    </section>
  );
}
