/**
 * Who you meet: the attendee's meetings as the people and companies met, day by day, with an Excel
 * export. Its page is loaded by the route table through a dynamic import; no other feature needs
 * anything from here, so nothing else is public.
 */
export {};
