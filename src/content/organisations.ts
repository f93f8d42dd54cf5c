/**
 * SAMPLE CONTENT — invented lists, shown in the demo only (see ./sample.ts): the List of
 * Service Providers, the List of Affiliates (spec A§2: static pages, content not given) and
 * the services of the Concierge Services page.
 * For a real conference: replace the items of each block and set its `sample: false`.
 */
import type { ContentBlock } from './sample';

export type ServiceProvider = { name: string; service: string };
export type Affiliate = { name: string; role: string };
export type ConciergeService = { title: string; text: string };

export const SERVICE_PROVIDERS: ContentBlock<ServiceProvider[]> = {
  sample: true,
  items: [
    { name: 'Conference venue', service: 'Meeting rooms, catering and security at the stadium venue in London' },
    {
      name: 'Registration and scheduling platform',
      service: 'Hosting of this portal, attendee registration and meeting scheduling',
    },
    { name: 'Webex', service: 'Video meetings for attendees who join remotely' },
    { name: 'Conference hotel', service: 'Accommodation for attendees at the conference rate' },
    { name: 'Ground transport provider', service: 'Shuttle bus between the conference hotel and the venue' },
    { name: 'E-mail delivery provider', service: 'Confirmation, schedule and reminder e-mails' },
    { name: 'Photography and video production', service: 'Conference photographs and video recordings' },
  ],
};

export const AFFILIATES: ContentBlock<Affiliate[]> = {
  sample: true,
  items: [
    { name: 'London One-on-One Conference Ltd', role: 'Organiser of the conference' },
    { name: 'Investment Bank (London branch)', role: 'Host of the conference and its MENA investor programme' },
    { name: 'Investment Bank Research', role: 'Research reports distributed to attending investors' },
    { name: 'Investment Bank Capital Markets', role: 'Relationship with presenting companies' },
    { name: 'Investment Bank Asset Management', role: 'Attending institutional investor' },
  ],
};

export const CONCIERGE_SERVICES: ContentBlock<ConciergeService[]> = {
  sample: true,
  items: [
    {
      title: 'Airport transfers',
      text: 'Chauffeur pick-up from Heathrow, Gatwick, City and Stansted airports on request.',
    },
    {
      title: 'Restaurant reservations',
      text: 'Bookings for business lunches and dinners near the venue and the hotel.',
    },
    {
      title: 'Meeting rooms',
      text: 'Additional private rooms at the venue for meetings outside the One-on-One schedule.',
    },
    { title: 'Travel changes', text: 'Help with rebooking flights and trains during the conference week.' },
  ],
};
