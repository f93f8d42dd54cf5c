/**
 * SAMPLE CONTENT — invented names and titles, shown in the demo only (see ./sample.ts).
 * Past Speakers of the landing page (spec A§2: 8 speakers, each a name and a title).
 * For a real conference: replace the items and set `sample: false`.
 */
import type { ContentBlock } from './sample';

export type Speaker = { name: string; title: string };

export const SPEAKERS: ContentBlock<Speaker[]> = {
  sample: true,
  items: [
    { name: 'Dr. Amira Khalil', title: 'Chief Economist, Gulf Capital Research' },
    { name: 'James Ashworth', title: 'Head of Emerging Markets Equities' },
    { name: 'Nadia Farouk', title: 'Chief Executive Officer, Levant Holdings' },
    { name: 'Omar Siddiqui', title: 'Portfolio Manager, MENA Opportunities Fund' },
    { name: 'Helen Carter', title: 'Director, London Stock Exchange Group' },
    { name: 'Youssef Benali', title: 'Chief Financial Officer, Atlas Industries' },
    { name: 'Sarah Lindqvist', title: 'Partner, Nordic Frontier Investors' },
    { name: 'Karim Haddad', title: 'Head of Investor Relations, Cedar Energy' },
  ],
};
