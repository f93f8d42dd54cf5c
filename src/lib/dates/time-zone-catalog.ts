/**
 * The zones offered by the time-zone selector: the attendees' usual cities first
 * (London, the Gulf, North Africa, the financial centres), each with the country
 * and city names people type, so "UAE", "KSA" or "India" find the right zone. Each city is a catalogue id (its name
 * in the attendee's language: src/i18n/locales).
 */
import type { MessageId } from '@/i18n/i18n';

export type ZoneEntry = {
  /** IANA code. */
  code: string;
  /** City shown in the label (in the attendee's language). */
  city: MessageId;
  /** Other names that find this zone: country names, abbreviations, other cities. */
  aliases: string[];
};

export const TIME_ZONE_CATALOG: ZoneEntry[] = [
  {
    code: 'Europe/London',
    city: 'London',
    aliases: ['United Kingdom', 'UK', 'Great Britain', 'England', 'GMT', 'BST', 'Edinburgh'],
  },
  { code: 'Europe/Dublin', city: 'Dublin', aliases: ['Ireland'] },
  { code: 'Europe/Lisbon', city: 'Lisbon', aliases: ['Portugal'] },
  { code: 'Europe/Paris', city: 'Paris', aliases: ['France'] },
  { code: 'Europe/Berlin', city: 'Berlin', aliases: ['Germany', 'Frankfurt', 'Munich'] },
  { code: 'Europe/Zurich', city: 'Zurich', aliases: ['Switzerland', 'Geneva'] },
  { code: 'Europe/Amsterdam', city: 'Amsterdam', aliases: ['Netherlands', 'Holland'] },
  { code: 'Europe/Madrid', city: 'Madrid', aliases: ['Spain'] },
  { code: 'Europe/Rome', city: 'Rome', aliases: ['Italy', 'Milan'] },
  { code: 'Europe/Stockholm', city: 'Stockholm', aliases: ['Sweden'] },
  { code: 'Europe/Athens', city: 'Athens', aliases: ['Greece'] },
  { code: 'Europe/Istanbul', city: 'Istanbul', aliases: ['Turkey', 'Türkiye', 'Ankara'] },
  { code: 'Europe/Moscow', city: 'Moscow', aliases: ['Russia'] },
  { code: 'Africa/Casablanca', city: 'Casablanca', aliases: ['Morocco', 'Rabat'] },
  { code: 'Africa/Algiers', city: 'Algiers', aliases: ['Algeria'] },
  { code: 'Africa/Tunis', city: 'Tunis', aliases: ['Tunisia'] },
  { code: 'Africa/Tripoli', city: 'Tripoli', aliases: ['Libya'] },
  { code: 'Africa/Cairo', city: 'Cairo', aliases: ['Egypt', 'Alexandria'] },
  { code: 'Africa/Lagos', city: 'Lagos', aliases: ['Nigeria', 'Abuja'] },
  { code: 'Africa/Nairobi', city: 'Nairobi', aliases: ['Kenya'] },
  { code: 'Africa/Johannesburg', city: 'Johannesburg', aliases: ['South Africa', 'Cape Town'] },
  { code: 'Asia/Amman', city: 'Amman', aliases: ['Jordan'] },
  { code: 'Asia/Beirut', city: 'Beirut', aliases: ['Lebanon'] },
  { code: 'Asia/Jerusalem', city: 'Jerusalem', aliases: ['Israel', 'Tel Aviv'] },
  { code: 'Asia/Baghdad', city: 'Baghdad', aliases: ['Iraq'] },
  { code: 'Asia/Riyadh', city: 'Riyadh', aliases: ['Saudi', 'Saudi Arabia', 'KSA', 'Jeddah', 'Dammam'] },
  { code: 'Asia/Kuwait', city: 'Kuwait', aliases: ['Kuwait City'] },
  { code: 'Asia/Bahrain', city: 'Bahrain', aliases: ['Manama'] },
  { code: 'Asia/Qatar', city: 'Doha', aliases: ['Qatar'] },
  { code: 'Asia/Dubai', city: 'Dubai', aliases: ['UAE', 'United Arab Emirates', 'Emirates', 'Abu Dhabi', 'Sharjah'] },
  { code: 'Asia/Muscat', city: 'Muscat', aliases: ['Oman'] },
  { code: 'Asia/Tehran', city: 'Tehran', aliases: ['Iran'] },
  { code: 'Asia/Karachi', city: 'Karachi', aliases: ['Pakistan', 'Islamabad', 'Lahore'] },
  { code: 'Asia/Kolkata', city: 'Mumbai', aliases: ['India', 'Kolkata', 'New Delhi', 'Delhi', 'Bangalore', 'IST'] },
  { code: 'Asia/Kathmandu', city: 'Kathmandu', aliases: ['Nepal'] },
  { code: 'Asia/Singapore', city: 'Singapore', aliases: [] },
  { code: 'Asia/Kuala_Lumpur', city: 'Kuala Lumpur', aliases: ['Malaysia'] },
  { code: 'Asia/Hong_Kong', city: 'Hong Kong', aliases: ['HK'] },
  { code: 'Asia/Shanghai', city: 'Shanghai', aliases: ['China', 'Beijing'] },
  { code: 'Asia/Tokyo', city: 'Tokyo', aliases: ['Japan'] },
  { code: 'Asia/Seoul', city: 'Seoul', aliases: ['South Korea', 'Korea'] },
  { code: 'Australia/Sydney', city: 'Sydney', aliases: ['Australia', 'Melbourne'] },
  { code: 'Pacific/Auckland', city: 'Auckland', aliases: ['New Zealand', 'Wellington'] },
  { code: 'America/Sao_Paulo', city: 'São Paulo', aliases: ['Brazil', 'Sao Paulo', 'Rio de Janeiro'] },
  {
    code: 'America/New_York',
    city: 'New York',
    aliases: ['US Eastern', 'Eastern Time', 'EST', 'EDT', 'Boston', 'Washington', 'Toronto'],
  },
  { code: 'America/Chicago', city: 'Chicago', aliases: ['US Central', 'Central Time', 'Houston', 'Dallas'] },
  { code: 'America/Denver', city: 'Denver', aliases: ['US Mountain', 'Mountain Time'] },
  {
    code: 'America/Los_Angeles',
    city: 'Los Angeles',
    aliases: ['US Pacific', 'Pacific Time', 'San Francisco', 'California', 'Seattle'],
  },
];

/** The catalog entry of a zone, when the zone is one of the offered ones. */
export function findZoneEntry(code: string): ZoneEntry | undefined {
  return TIME_ZONE_CATALOG.find((entry) => entry.code === code);
}
