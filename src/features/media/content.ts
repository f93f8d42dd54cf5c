/** Press coverage and gallery of the last edition, shown on the media page. */
import type { MessageId } from '@/i18n/i18n';
import { formatDayMonthYear } from '@/lib/dates/format';

/** An article or broadcast: its publication and title are its own (English), never translated. */
export type PressItem = { publication: string; title: string; date: string; url: string };

export const pressCoverage: PressItem[] = [
  {
    publication: 'The Financial Daily',
    title: 'Frontier markets take centre stage as investors meet issuers in London',
    date: '2024-09-12',
    url: 'https://www.financialdaily.example/markets/2024/09/frontier-markets-london-conference',
  },
  {
    publication: 'Global Markets TV',
    title: 'Gulf treasurers on funding plans: interviews from the London investor conference',
    date: '2024-09-11',
    url: 'https://www.globalmarkets-tv.example/video/2024/gulf-treasurers-london',
  },
  {
    publication: 'Gulf Business Radio',
    title: 'Why one-on-one meetings still matter for listed companies',
    date: '2024-09-10',
    url: 'https://www.gulfbusinessradio.example/shows/markets-hour/one-on-one-meetings',
  },
  {
    publication: 'MENA Investor Podcast',
    title: 'Episode 48: Banks, telecoms and the new listings pipeline',
    date: '2024-09-18',
    url: 'https://www.menainvestorpodcast.example/episodes/48',
  },
];

/** A photograph, its description and caption catalogue ids (shown in the attendee's language). */
export type GalleryImage = { src: string; alt: MessageId; caption: MessageId };

export const galleryImages: GalleryImage[] = [
  {
    src: '/media/conference-hall.svg',
    alt: 'The main conference hall, with the stage and a full audience',
    caption: 'Opening session in the main hall',
  },
  {
    src: '/media/panel-discussion.svg',
    alt: 'Four speakers seated at a panel table',
    caption: 'Chief financial officers discuss funding plans',
  },
  {
    src: '/media/one-on-one-meeting.svg',
    alt: 'An investor and a company executive talking across a meeting table',
    caption: 'One-on-one investor meetings',
  },
  {
    src: '/media/networking-reception.svg',
    alt: 'Guests talking in small groups at the evening reception',
    caption: 'Evening networking reception',
  },
];

/** "12 September 2024". */
export const formatPressDate = (date: string): string => formatDayMonthYear(date);
