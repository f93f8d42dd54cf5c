/**
 * SAMPLE CONTENT — two invented event records, shown in the demo only (see ./sample.ts).
 * Past Events of the landing page (spec A§2: 2 static events, image, date text, title).
 * For a real conference: replace the items and set `sample: false`.
 */
import type { ContentBlock } from './sample';

export type PastEventRecord = { image: string; date: string; title: string };

export const PAST_EVENTS: ContentBlock<PastEventRecord[]> = {
  sample: true,
  items: [
    {
      image: '/landing-frame/event-2024.svg',
      date: '9 - 12 Sep 2024',
      title: '18th Annual London One-on-One Conference',
    },
    {
      image: '/landing-frame/event-2023.svg',
      date: '11 - 14 Sep 2023',
      title: '17th Annual London One-on-One Conference',
    },
  ],
};
