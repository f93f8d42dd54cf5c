/**
 * My Agenda: the attendee's whole conference on one page (meetings and sessions with their changes
 * since the last visit, the booked tour, arrival and departure, the published shuttle timetable).
 * Its page is loaded by the route table through a dynamic import; the dashboard's next meeting
 * tells how long until it starts in the agenda's words.
 */
export { untilText } from './logic/now-next';
