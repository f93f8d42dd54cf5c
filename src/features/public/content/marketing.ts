import type { MessageId } from '@/i18n/i18n';

/**
 * Static marketing content of the home and landing pages that the spec gives (A§1, A§2, A§3), as catalogue texts
 * shown through t() at render. Content the spec does not give (speakers, past events, videos) is in src/content.
 */
export const CONFERENCE_TITLE: MessageId = '19th Annual London One-on-One Conference';
export const CONFERENCE_DATES: MessageId = '8–11 September 2025, London';

/** Last year's figures: the value is a catalogue text where it has words ("over 15,200"), else the figure alone. */
export const STATISTICS: readonly { value: string; label: MessageId }[] = [
  { value: '220', label: 'companies' },
  { value: '675', label: 'institutional investors' },
  { value: '252', label: 'fund managers' },
  { value: 'over 15,200', label: 'meetings' },
];

/** Past flagship conferences, 2010 to 2025 (the 2025 edition is the 19th); `text` is a catalogue text. */
export const FLAGSHIP_TIMELINE: readonly { year: number; edition: number; text: MessageId }[] = Array.from(
  { length: 16 },
  (_, i) => {
    const year = 2010 + i;
    return {
      year,
      edition: year - 2006,
      text: year === 2025 ? CONFERENCE_DATES : 'London',
    };
  },
);

export const APP_FEATURES: readonly MessageId[] = [
  'Interactive venue map',
  'General conference information',
  'Research booklet',
  'Presenting company presentations',
  'Schedule preview',
  'Meeting notifications',
  'Manage your attendance',
  'Investor biographies',
];
