/**
 * A change to the schedule that arrives while the portal is open is told at once: a toast naming
 * it, and the number of unseen changes on the installed portal's icon (cleared by "Mark as seen").
 * The marks and the "Since your last visit" count follow by themselves (they read the same query).
 * The answer read at start-up in place of one restored from the device is not news: the summary
 * tells what it changed.
 */
import { useEffect, useRef } from 'react';
import type { ScheduleAnswer } from '@/lib/api/contract';
import { toast } from '@/lib/alerts';
import { setPortalBadge } from '@/lib/notifications';
import { useScheduleChanges } from '@/features/schedule';
import { changeNews, newsText } from '../logic/change-news';

/** When this page started: answers read before it were restored from the device. */
const pageStartedAt = Date.now();
/** How long after the start the first answer read replaces a restored one as part of the start-up. */
const START_UP_MS = 15_000;

const isStartUp = (before: { updatedAt: number }) =>
  before.updatedAt < pageStartedAt && Date.now() - pageStartedAt < START_UP_MS;

/** How long the toast of a change stays (it names up to three changes; hovering it keeps it). */
const NEWS_TOAST_MS = 10_000;

export function useChangeNews(answer: ScheduleAnswer | undefined, updatedAt: number, zone: string): void {
  const unseen = useScheduleChanges(answer);
  const shown = useRef<{ answer: ScheduleAnswer; updatedAt: number } | null>(null);
  const { counts } = unseen;
  const total = counts.added + counts.moved + counts.room + counts.cancelled;

  useEffect(() => {
    const before = shown.current;
    if (!answer) return;
    shown.current = { answer, updatedAt };
    if (!before || before.answer === answer || isStartUp(before)) return;
    const lines = changeNews(before.answer, answer, unseen, zone);
    if (lines.length > 0) void toast(newsText(lines), 'info', { timer: NEWS_TOAST_MS, overDialogs: false });
    // Only a new answer is news: the changes seen or marked since are not told again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  useEffect(() => setPortalBadge(total), [total]);
  useEffect(() => () => setPortalBadge(0), []);
}
