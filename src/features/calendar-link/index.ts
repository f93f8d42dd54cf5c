/** The calendar-link feature: links the attendee's Outlook calendar and handles the authorisation redirect. */
export { CalendarLink } from './components/calendar-link';
