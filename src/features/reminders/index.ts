/**
 * Reminders and changes while the portal is open: the schedule read again in the background
 * (one tab for all), its changes told as a toast and on the app icon, reminders before each
 * meeting in the page and as system notifications. The shell mounts AttendeeWatch (through a
 * dynamic import of its file); the schedule and agenda pages show the ReminderSetting.
 */
export { ReminderSetting } from './components/reminder-setting-lazy';
