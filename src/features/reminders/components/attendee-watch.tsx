import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { watchDialogOpeners } from '@/lib/alerts/openers';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, resolveTimeZone } from '@/lib/dates/time-zones';
import { followNotificationClicks } from '@/lib/notifications/notification-click';
import { useChangeNews } from '../hooks/use-change-news';
import { useReminders } from '../hooks/use-reminders';
import { useScheduleWatch } from '../hooks/use-schedule-watch';
import { ReminderStack } from './reminder-stack';

/**
 * What follows the signed-in attendee on every page of the portal (the shell mounts it once the
 * profile is in): the schedule read again in the background, its changes told as they come, and
 * the reminders before each meeting. Times read in the zone the attendee chose for the schedule.
 * A click on a reminder's notification opens its meeting here, in the app (no reload). A control that opens a
 * dialog starts loading the dialogs' code when it is about to be used (@/lib/alerts/openers).
 */
export function AttendeeWatch() {
  const navigate = useNavigate();
  useEffect(() => watchDialogOpeners(), []);
  useEffect(() => followNotificationClicks((path) => void navigate(path)), [navigate]);
  const { schedule, leader } = useScheduleWatch();
  const [choice] = useTimeZoneChoice();
  const answer = schedule.data;
  const zone = resolveTimeZone(choice, answer?.conference_client?.timezone ?? null, EVENT_TIME_ZONE);
  useChangeNews(answer, schedule.dataUpdatedAt, zone);
  const { due, at, close } = useReminders(answer, zone, leader);
  return <ReminderStack due={due} at={at} zone={zone} onClose={close} />;
}
