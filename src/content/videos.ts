/**
 * SAMPLE CONTENT — invented video titles whose links are searches on the video site, shown
 * in the demo only (see ./sample.ts). Video Gallery of the landing page and the home page
 * video (spec A§2: 9 static videos, url, thumbnail, date, title, opening in a new tab).
 * For a real conference: replace the items with the real video addresses and set `sample: false`.
 */
import type { ContentBlock } from './sample';

export type Video = { url: string; thumbnail: string; date: string; title: string };

const titles = [
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

export const VIDEOS: ContentBlock<Video[]> = {
  sample: true,
  items: titles.map(([date, title], i) => ({
    url: `https://www.youtube.com/results?search_query=${encodeURIComponent(`London One-on-One Conference ${title}`)}`,
    thumbnail: `/landing-frame/video-${(i % 3) + 1}.svg`,
    date,
    title,
  })),
};
