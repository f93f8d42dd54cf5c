import type { ConferenceText } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/time-zones';

export type Deadline = { id: string; label: string; date: string };

/** Deadlines published as static text (spec A§9) rather than in the conference text. */
export const STATIC_DEADLINES: Deadline[] = [
  { id: 'accommodation', label: 'Accommodation booking', date: '2025-07-10' },
  { id: 'logo', label: 'Company logo submission', date: '2025-07-01' },
];

/** The conference-text deadlines (when loaded) and the static ones, earliest first. */
export function buildDeadlines(text: Pick<ConferenceText, 'presenters_registration_deadline' | 'investors_registration_deadline' | 'presentations_deadline'> | undefined): Deadline[] {
  const fromText: Deadline[] = text
    ? [
        { id: 'presenters', label: 'Registration for presenting companies', date: text.presenters_registration_deadline },
        { id: 'investors', label: 'Registration for investors', date: text.investors_registration_deadline },
        { id: 'presentations', label: 'Presentations submission', date: text.presentations_deadline },
      ]
    : [];
  return [...fromText, ...STATIC_DEADLINES].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

export function deadlineDate(date: string): string {
  return formatLongDate(date);
}
