/**
 * The reminders due now, on the app clock (src/lib/dates/clock.ts), from the schedule as kept (so
 * they come offline too). One timer waits for the next moment something changes (a reminder
 * falls due, or its meeting starts), at most a minute, and is cleared with the component. A
 * reminder closed in one tab is closed in all; the system notification is shown once per
 * reminder, by the tab that leads, when the attendee turned it on and the browser allows it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale } from '@/i18n/i18n';
import type { ScheduleAnswer } from '@/lib/api/contract';
import { now } from '@/lib/dates/clock';
import { showPortalNotification } from '@/lib/notifications';
import { readAttendeeValue, useAttendeeValue, writeAttendeeValue } from '@/lib/offline/attendee-store';
import { useReminderChoice } from '@/lib/reminders/choice';
import { dueReminders, nextChange, reminderPlan, reminderWords, type Reminder } from '../logic/plan';
import { meetingHref } from '../logic/links';

/** The kept value's name: the reminders the attendee closed, and those shown as notifications. */
export const REMINDERS_SHOWN_NAME = 'reminders-shown';
/** The longest the timer waits before it looks again (a device that slept, a clock that jumped). */
const MAX_WAIT_MS = 60_000;

type Shown = { closed: string[]; notified: string[] };
const NOTHING_SHOWN: Shown = { closed: [], notified: [] };

const keys = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];

function readShown(value: unknown): Shown {
  const kept = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { closed: keys(kept.closed), notified: keys(kept.notified) };
}

/** Marks `key` in the kept list `list`, keeping only keys still in the plan. */
function mark(list: keyof Shown, key: string, plan: readonly Reminder[]): void {
  const current = readShown(readAttendeeValue(REMINDERS_SHOWN_NAME));
  const planned = new Set(plan.map((reminder) => reminder.key));
  const next = { ...current, [list]: [...current[list].filter((k) => planned.has(k) && k !== key), key] };
  writeAttendeeValue(REMINDERS_SHOWN_NAME, next);
}

/** Re-renders when what is due may have changed. */
function useDueMoment(plan: readonly Reminder[]): Date {
  const [moment, setMoment] = useState(() => now());
  useEffect(() => {
    const next = nextChange(plan, moment);
    if (!next) return undefined;
    const wait = Math.min(Math.max(next.getTime() - now().getTime(), 0), MAX_WAIT_MS);
    const timer = window.setTimeout(() => setMoment(now()), wait);
    return () => window.clearTimeout(timer);
  }, [plan, moment]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setMoment(now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return moment;
}

export type DueReminders = { due: Reminder[]; at: Date; close: (key: string) => void };

export function useReminders(answer: ScheduleAnswer | undefined, zone: string, leader: boolean): DueReminders {
  const choice = useReminderChoice();
  // The reminders' words are read in the attendee's language: a change of language builds the plan again.
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const plan = useMemo(() => reminderPlan(answer, choice), [answer, choice, locale]);
  const at = useDueMoment(plan);
  const shown = useAttendeeValue(REMINDERS_SHOWN_NAME, readShown) ?? NOTHING_SHOWN;
  const due = useMemo(
    () => dueReminders(plan, at).filter((reminder) => !shown.closed.includes(reminder.key)),
    [plan, at, shown],
  );

  useEffect(() => {
    if (!leader || !choice.system) return;
    for (const reminder of due) {
      if (shown.notified.includes(reminder.key)) continue;
      mark('notified', reminder.key, plan);
      // Once per reminder, shown or not: a retry on each change of what is shown could loop.
      const words = reminderWords(reminder, zone, at);
      void showPortalNotification({ ...words, tag: reminder.key, url: meetingHref(reminder) });
    }
  }, [due, leader, choice.system, shown, plan, zone, at]);

  const close = useCallback((key: string) => mark('closed', key, plan), [plan]);
  return { due, at, close };
}
