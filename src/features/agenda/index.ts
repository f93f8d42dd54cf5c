/**
 * My Agenda: the attendee's whole conference on one page (meetings and sessions with their changes
 * since the last visit, the booked tour, arrival and departure, the published shuttle timetable).
 * Its page is loaded by the route table through a dynamic import; no other feature needs anything
 * from here, so nothing else is public.
 */
export {};
