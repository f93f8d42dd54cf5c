/** Static marketing content of the home and landing pages (spec A§1, A§2, A§3). */
export const CONFERENCE_TITLE = '19th Annual London One-on-One Conference';
export const CONFERENCE_DATES = '8 - 11 September 2025, London';
export const FALLBACK_EMAIL = 'conference@londonconference.example';

export const STATISTICS = [
  { value: '220', label: 'companies' },
  { value: '675', label: 'institutional investors' },
  { value: '252', label: 'fund managers' },
  { value: 'over 15,200', label: 'meetings' },
] as const;

export type Speaker = { name: string; title: string };
export const SPEAKERS: Speaker[] = [
  { name: 'Dr. Amira Khalil', title: 'Chief Economist, Gulf Capital Research' },
  { name: 'James Ashworth', title: 'Head of Emerging Markets Equities' },
  { name: 'Nadia Farouk', title: 'Chief Executive Officer, Levant Holdings' },
  { name: 'Omar Siddiqui', title: 'Portfolio Manager, MENA Opportunities Fund' },
  { name: 'Helen Carter', title: 'Director, London Stock Exchange Group' },
  { name: 'Youssef Benali', title: 'Chief Financial Officer, Atlas Industries' },
  { name: 'Sarah Lindqvist', title: 'Partner, Nordic Frontier Investors' },
  { name: 'Karim Haddad', title: 'Head of Investor Relations, Cedar Energy' },
];

export type PastEventRecord = { image: string; date: string; title: string };
export const PAST_EVENTS: PastEventRecord[] = [
  { image: '/landing-frame/event-2024.svg', date: '9 - 12 Sep 2024', title: '18th Annual London One-on-One Conference' },
  { image: '/landing-frame/event-2023.svg', date: '11 - 14 Sep 2023', title: '17th Annual London One-on-One Conference' },
];

export type Video = { url: string; thumbnail: string; date: string; title: string };
const videoTitles = [
  ['Sep 2024', 'Conference highlights 2024'],
  ['Sep 2024', 'Opening address 2024'],
  ['Sep 2024', 'Investor panel: capital flows into the region'],
  ['Sep 2023', 'Conference highlights 2023'],
  ['Sep 2023', 'Fireside chat with presenting companies'],
  ['Sep 2023', 'Energy transition panel'],
  ['Sep 2022', 'Conference highlights 2022'],
  ['Sep 2022', 'Banking sector outlook'],
  ['Sep 2022', 'Closing remarks 2022'],
] as const;
export const VIDEOS: Video[] = videoTitles.map(([date, title], i) => ({
  url: `https://www.youtube.com/results?search_query=${encodeURIComponent(`London One-on-One Conference ${title}`)}`,
  thumbnail: `/landing-frame/video-${(i % 3) + 1}.svg`,
  date,
  title,
}));
export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/';

/** Past flagship conferences, 2010 to 2025 (the 2025 edition is the 19th). */
export const FLAGSHIP_TIMELINE = Array.from({ length: 16 }, (_, i) => {
  const year = 2010 + i;
  const edition = year - 2006;
  return {
    year,
    title: `${edition}th Annual London One-on-One`,
    text: year === 2025 ? '8 - 11 September 2025, London' : 'London',
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

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;
