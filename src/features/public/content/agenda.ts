import type { MessageId } from '@/i18n/i18n';

/**
 * The provisional agenda (spec A§2 Static marketing content): four days, four slots each. The days are written from
 * their dates in the attendee's language; the sessions and notes are catalogue texts.
 */
export const AGENDA_DAYS = [
  { date: '2025-09-08' },
  { date: '2025-09-09' },
  { date: '2025-09-10' },
  { date: '2025-09-11' },
] as const;

export const AGENDA_SLOTS: readonly { start: string; end: string; title: MessageId }[] = [
  { start: '07:30', end: '08:20', title: 'Registration and Breakfast' },
  { start: '08:30', end: '12:20', title: 'One-on-One Meetings' },
  { start: '12:30', end: '13:50', title: 'Lunch' },
  { start: '14:00', end: '17:50', title: 'One-on-One Meetings' },
];

export const AGENDA_NOTE: MessageId = 'Provisional Agenda subject to change';
export const REGISTRATION_HOURS: MessageId = 'Registration and scheduling desks are open daily from 07:00 to 18:00.';
