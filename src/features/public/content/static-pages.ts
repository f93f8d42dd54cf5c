/** Static text of the information pages (spec A§2 Other pages, A§9). */
export const HOTEL_OFFER = {
  rate: '395 GBP per night, single occupancy, including VAT and breakfast',
  extraGuest: '25 GBP per night for an extra guest',
  stay: 'Stay from 8 to 12 September',
  cancellation: 'Free cancellation until 8 August',
} as const;

export const RETENTION_PERIODS = [
  { data: 'Account and registration data', period: 'five years after you cease to be a user of the portal' },
  { data: 'Marketing preferences and contact data used for marketing', period: 'five years after you opt out of marketing' },
  { data: 'Security data (access logs, sign-in records)', period: 'one year' },
] as const;

export const SERVICE_PROVIDERS = [
  { name: 'Conference venue', service: 'Meeting rooms, catering and security at the stadium venue in London' },
  { name: 'Registration and scheduling platform', service: 'Hosting of this portal, attendee registration and meeting scheduling' },
  { name: 'Webex', service: 'Video meetings for attendees who join remotely' },
  { name: 'Conference hotel', service: 'Accommodation for attendees at the conference rate' },
  { name: 'Ground transport provider', service: 'Shuttle bus between the conference hotel and the venue' },
  { name: 'E-mail delivery provider', service: 'Confirmation, schedule and reminder e-mails' },
  { name: 'Photography and video production', service: 'Conference photographs and video recordings' },
] as const;

export const AFFILIATES = [
  { name: 'London One-on-One Conference Ltd', role: 'Organiser of the conference' },
  { name: 'Investment Bank (London branch)', role: 'Host of the conference and its MENA investor programme' },
  { name: 'Investment Bank Research', role: 'Research reports distributed to attending investors' },
  { name: 'Investment Bank Capital Markets', role: 'Relationship with presenting companies' },
  { name: 'Investment Bank Asset Management', role: 'Attending institutional investor' },
] as const;

export const CONCIERGE_SERVICES = [
  { title: 'Airport transfers', text: 'Chauffeur pick-up from Heathrow, Gatwick, City and Stansted airports on request.' },
  { title: 'Restaurant reservations', text: 'Bookings for business lunches and dinners near the venue and the hotel.' },
  { title: 'Meeting rooms', text: 'Additional private rooms at the venue for meetings outside the One-on-One schedule.' },
  { title: 'Travel changes', text: 'Help with rebooking flights and trains during the conference week.' },
] as const;

export const MEETING_LANGUAGE = 'English';
