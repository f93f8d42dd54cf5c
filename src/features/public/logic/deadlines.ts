import { type MessageId, t } from '@/i18n/i18n';
import type { ConferenceText } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';

/** `date` is null when the server left it out or sent it unreadable; `label` is a catalogue text. */
export type Deadline = { id: string; label: MessageId; date: string | null };

/** Deadlines published as static text (spec A§9) rather than in the conference text. */
export const STATIC_DEADLINES: Deadline[] = [
  { id: 'accommodation', label: 'Accommodation booking', date: '2025-07-10' },
  { id: 'logo', label: 'Company logo submission', date: '2025-07-01' },
];

/** The conference text's deadlines, in the order the spec names them (A§2). */
const TEXT_DEADLINES = [
  { id: 'presenters', label: 'Registration for presenting companies', key: 'presenters_registration_deadline' },
  { id: 'investors', label: 'Registration for investors', key: 'investors_registration_deadline' },
  { id: 'presentations', label: 'Presentations submission', key: 'presentations_deadline' },
] as const;

/** The rows shown while the conference text is on its way: its deadlines not yet dated, then the static ones. */
export const PENDING_DEADLINES: (Deadline & { pending?: true })[] = [
  ...TEXT_DEADLINES.map(({ id, label }) => ({ id, label, date: null, pending: true as const })),
  ...STATIC_DEADLINES,
];

/** The rows shown when the conference text could not be loaded: its deadlines in their places, undated. */
export const UNAVAILABLE_DEADLINES: (Deadline & { unavailable?: true })[] = [
  ...TEXT_DEADLINES.map(({ id, label }) => ({ id, label, date: null, unavailable: true as const })),
  ...STATIC_DEADLINES,
];

/** The conference-text deadlines (when loaded) and the static ones, earliest first. */
export function buildDeadlines(
  text:
    | Pick<
        ConferenceText,
        'presenters_registration_deadline' | 'investors_registration_deadline' | 'presentations_deadline'
      >
    | undefined,
): Deadline[] {
  const fromText: Deadline[] = text ? TEXT_DEADLINES.map(({ id, label, key }) => ({ id, label, date: text[key] })) : [];
  // Deadlines without a date ("To be announced") come last.
  const byDate = (a: Deadline, b: Deadline) =>
    (a.date ?? '\uffff').localeCompare(b.date ?? '\uffff') || a.id.localeCompare(b.id);
  return [...fromText, ...STATIC_DEADLINES].sort(byDate);
}

export function deadlineDate(date: string | null): string {
  return formatLongDate(date);
}

/**
 * Where a deadline stands on the portal's clock, in words (never colour alone): passed, today, soon or later; the words
 * in the attendee's language at the time of asking.
 */
export type DeadlineStatus = { kind: 'passed' | 'today' | 'soon' | 'upcoming'; text: string };

/** The days before a deadline during which it is marked as soon ("In 5 days"). */
export const DEADLINE_SOON_DAYS = 14;

/**
 * A deadline against `today` (the London date of the portal's clock): its day is still open, the day after it has
 * passed. An undated deadline has no status.
 */
export function deadlineStatus(date: string | null, today: string): DeadlineStatus | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (date < today) return { kind: 'passed', text: t('Passed') };
  if (date === today) return { kind: 'today', text: t('Today') };
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days > DEADLINE_SOON_DAYS) return { kind: 'upcoming', text: t('Upcoming') };
  return {
    kind: 'soon',
    text: days === 1 ? t('Tomorrow') : t('{count, plural, one {In # day} other {In # days}}', { count: days }),
  };
}
