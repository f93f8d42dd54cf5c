/**
 * Static marketing content of the home and landing pages that the spec gives (A§1, A§2, A§3).
 * Content the spec does not give (speakers, past events, videos) is in src/content.
 */
export const CONFERENCE_TITLE = '19th Annual London One-on-One Conference';
export const CONFERENCE_DATES = '8–11 September 2025, London';

export const STATISTICS = [
  { value: '220', label: 'companies' },
  { value: '675', label: 'institutional investors' },
  { value: '252', label: 'fund managers' },
  { value: 'over 15,200', label: 'meetings' },
] as const;

/** Past flagship conferences, 2010 to 2025 (the 2025 edition is the 19th). */
export const FLAGSHIP_TIMELINE = Array.from({ length: 16 }, (_, i) => {
  const year = 2010 + i;
  const edition = year - 2006;
  return {
    year,
    title: `${edition}th Annual London One-on-One`,
    text: year === 2025 ? '8–11 September 2025, London' : 'London',
  };
});

export const APP_FEATURES = [
  'Interactive venue map',
  'General conference information',
  'Research booklet',
  'Presenting company presentations',
  'Schedule preview',
  'Meeting notifications',
  'Manage your attendance',
  'Investor biographies',
] as const;
