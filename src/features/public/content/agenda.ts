/** The provisional agenda (spec A§2 Static marketing content): four days, four slots each. */
export const AGENDA_DAYS = [
  { date: '2025-09-08', label: 'Monday 8 September 2025' },
  { date: '2025-09-09', label: 'Tuesday 9 September 2025' },
  { date: '2025-09-10', label: 'Wednesday 10 September 2025' },
  { date: '2025-09-11', label: 'Thursday 11 September 2025' },
] as const;

export const AGENDA_SLOTS = [
  { start: '07:30', end: '08:20', title: 'Registration and Breakfast' },
  { start: '08:30', end: '12:20', title: 'One-on-One Meetings' },
  { start: '12:30', end: '13:50', title: 'Lunch' },
  { start: '14:00', end: '17:50', title: 'One-on-One Meetings' },
] as const;

export const AGENDA_NOTE = 'Provisional Agenda subject to change';
export const REGISTRATION_HOURS = 'Registration and scheduling desks are open daily from 07:00 to 18:00.';
