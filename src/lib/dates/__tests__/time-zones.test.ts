import { describe, expect, it } from 'vitest';
import { formatClockTime, formatLongDate } from '../format';
import {
  convertTime,
  formatConvertedTime,
  formatTimeOnDay,
  formatTimeRange,
  gmtOffset,
  gmtOffsetOnDates,
  matchesTimeZone,
  offsetsOnDates,
  resolveTimeZone,
  timeZoneOption,
  timeZoneOptions,
  zoneForAlias,
  zoneLabel,
  zonedDate,
  zonedDateTime,
  zonedToInstant,
  zonesDiffer,
} from '../time-zones';
import { readTimeZoneChoice, saveTimeZoneChoice, TIME_ZONE_STORAGE_KEY } from '../time-zone-choice';
import { isKnownTimeZone } from '../zone-check';

const CONFERENCE = ['2025-09-08', '2025-09-09', '2025-09-10', '2025-09-11'];

describe('offsets on the conference dates', () => {
  it('reads London as GMT+01:00 in September (summer time) and GMT+00:00 in January', () => {
    expect(gmtOffsetOnDates('Europe/London', CONFERENCE)).toBe('(GMT+01:00)');
    expect(gmtOffsetOnDates('Europe/London', ['2025-01-15'])).toBe('(GMT+00:00)');
    expect(gmtOffset('Europe/London', zonedToInstant('2025-09-08', '09:00:00'))).toBe('(GMT+01:00)');
  });

  it('labels the contract zones as the contract lists them', () => {
    expect(zoneLabel('Asia/Dubai', CONFERENCE)).toBe('(GMT+04:00) Dubai');
    expect(zoneLabel('America/New_York', CONFERENCE)).toBe('(GMT-04:00) New York');
    expect(zoneLabel('Africa/Cairo', CONFERENCE)).toBe('(GMT+03:00) Cairo');
    expect(zoneLabel('Asia/Qatar', CONFERENCE)).toBe('(GMT+03:00) Doha');
    expect(zoneLabel('Asia/Kolkata', CONFERENCE)).toBe('(GMT+05:30) Mumbai');
    expect(zoneLabel('Asia/Kathmandu', CONFERENCE)).toBe('(GMT+05:45) Kathmandu');
  });

  it('shows both offsets when a clock change falls between the dates', () => {
    // London leaves summer time on 26 October 2025.
    expect(offsetsOnDates('Europe/London', ['2025-10-25', '2025-10-27'])).toEqual([60, 0]);
    expect(gmtOffsetOnDates('Europe/London', ['2025-10-25', '2025-10-27'])).toBe('(GMT+01:00 / GMT+00:00)');
  });
});

describe('conversion from London wall clock', () => {
  it('turns a London time into the right instant (BST = UTC+1)', () => {
    expect(zonedToInstant('2025-09-08', '09:30:00').toISOString()).toBe('2025-09-08T08:30:00.000Z');
    expect(zonedToInstant('2025-09-08', '09:30').toISOString()).toBe('2025-09-08T08:30:00.000Z');
  });

  it('gives the same instant when asked again, as a date of its own the caller may change', () => {
    const first = zonedToInstant('2025-09-09', '10:15:00', 'Asia/Tokyo');
    first.setUTCFullYear(1999);
    const again = zonedToInstant('2025-09-09', '10:15:00', 'Asia/Tokyo');
    expect(again).not.toBe(first);
    expect(again.toISOString()).toBe('2025-09-09T01:15:00.000Z');
    // An unreadable date stays unreadable when it is asked for again (the second answer is the kept one).
    expect(Number.isNaN(zonedToInstant('2025-13-45', '10:15:00').getTime())).toBe(true);
    expect(Number.isNaN(zonedToInstant('2025-13-45', '10:15:00').getTime())).toBe(true);
  });

  it('keeps the day when there is no shift', () => {
    expect(convertTime('2025-09-08', '14:00:00', 'Asia/Dubai')).toEqual({
      date: '2025-09-08',
      time: '17:00',
      dayShift: 0,
      marker: '',
    });
  });

  it('marks the next day (+1) going east', () => {
    expect(convertTime('2025-09-08', '21:30:00', 'Asia/Dubai')).toMatchObject({
      date: '2025-09-09',
      time: '00:30',
      marker: '(+1)',
    });
    expect(formatConvertedTime('2025-09-08', '17:00:00', 'Asia/Tokyo')).toBe('01:00 (+1)');
  });

  it('marks the previous day (-1) going west', () => {
    expect(convertTime('2025-09-08', '03:00:00', 'America/New_York')).toMatchObject({
      date: '2025-09-07',
      time: '22:00',
      marker: '(-1)',
    });
    expect(formatConvertedTime('2025-09-08', '08:30:00', 'America/Los_Angeles')).toBe('00:30');
    expect(formatConvertedTime('2025-09-08', '07:30:00', 'America/Los_Angeles')).toBe('23:30 (-1)');
  });

  it('handles a half-hour zone (India, GMT+05:30)', () => {
    expect(formatConvertedTime('2025-09-08', '09:30:00', 'Asia/Kolkata')).toBe('14:00');
    expect(formatConvertedTime('2025-09-08', '17:00:00', 'Asia/Kolkata')).toBe('21:30');
    expect(formatConvertedTime('2025-09-08', '23:00:00', 'Asia/Kolkata')).toBe('03:30 (+1)');
  });

  it('writes a range with a marker on each end that shifts', () => {
    expect(formatTimeRange('2025-09-08', '17:00:00', '17:50:00', 'Asia/Dubai')).toBe('20:00–20:50');
    expect(formatTimeRange('2025-09-08', '21:30:00', '22:20:00', 'Asia/Dubai')).toBe('00:30 (+1) – 01:20 (+1)');
  });

  it('formats a calendar date in full whatever the browser zone', () => {
    expect(formatLongDate('2025-09-08')).toBe('Monday 8 September 2025');
  });

  it("writes an instant as London's (or another zone's) wall clock, across midnight", () => {
    const lateEvening = new Date('2025-08-25T23:30:00Z');
    expect(zonedDateTime(lateEvening)).toBe('2025-08-26 00:30:00');
    expect(zonedDate(lateEvening)).toBe('2025-08-26');
    expect(zonedDate(lateEvening, 'America/New_York')).toBe('2025-08-25');
    expect(formatTimeOnDay(lateEvening, 'Asia/Dubai')).toBe('03:30 on Tuesday 26 August');
  });

  it('writes a time as 24-hour HH:mm, an unreadable one as "To be announced"', () => {
    expect(formatClockTime('18:30:00')).toBe('18:30');
    expect(formatClockTime('09:05')).toBe('09:05');
    for (const value of [null, '', '25:00', '6:30 PM']) expect(formatClockTime(value)).toBe('To be announced');
  });
});

describe('time-zone options and aliases', () => {
  const options = timeZoneOptions(CONFERENCE);
  const find = (input: string) => options.filter((o) => matchesTimeZone(o, input)).map((o) => o.value);

  it('sorts the options west to east with their offsets on the conference dates', () => {
    const offsets = options.map((o) => o.offset);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
    expect(options.find((o) => o.value === 'Europe/London')?.label).toBe('(GMT+01:00) London');
  });

  it('finds zones by city, country, abbreviation or IANA code', () => {
    for (const alias of ['Dubai', 'UAE', 'Abu Dhabi', 'emirates']) expect(find(alias)).toContain('Asia/Dubai');
    for (const alias of ['Riyadh', 'Saudi', 'KSA', 'Jeddah']) expect(find(alias)).toContain('Asia/Riyadh');
    expect(find('Kuwait')).toContain('Asia/Kuwait');
    for (const alias of ['Doha', 'Qatar']) expect(find(alias)).toContain('Asia/Qatar');
    for (const alias of ['Cairo', 'Egypt']) expect(find(alias)).toContain('Africa/Cairo');
    for (const alias of ['New York', 'US Eastern']) expect(find(alias)).toContain('America/New_York');
    expect(find('India')).toEqual(['Asia/Kolkata']);
    expect(find('asia/hong')).toEqual(['Asia/Hong_Kong']);
    expect(find('sao paulo')).toEqual(['America/Sao_Paulo']);
    expect(find('zzz')).toEqual([]);
  });

  it('names the zone of an exact alias', () => {
    expect(zoneForAlias('uae')).toBe('Asia/Dubai');
    expect(zoneForAlias('KSA')).toBe('Asia/Riyadh');
    expect(zoneForAlias('India')).toBe('Asia/Kolkata');
    expect(zoneForAlias('Atlantis')).toBeUndefined();
  });

  it('adds a valid zone that is not in the catalog, and ignores an invalid one', () => {
    const withExtra = timeZoneOptions(CONFERENCE, ['Asia/Yangon', 'Not/AZone']);
    expect(withExtra.find((o) => o.value === 'Asia/Yangon')?.label).toBe('(GMT+06:30) Yangon');
    expect(withExtra.some((o) => o.value === 'Not/AZone')).toBe(false);
  });

  it('labels one zone exactly as the full list does (the selector shows it before the list is built)', () => {
    for (const zone of ['Asia/Dubai', 'Europe/London', 'America/New_York']) {
      expect(timeZoneOption(zone, CONFERENCE)).toEqual(options.find((o) => o.value === zone));
    }
    expect(timeZoneOption('Asia/Yangon', CONFERENCE)?.label).toBe('(GMT+06:30) Yangon');
    expect(timeZoneOption('Not/AZone', CONFERENCE)).toBeNull();
    expect(timeZoneOption('', CONFERENCE)).toBeNull();
  });
});

describe('which zone a schedule opens in', () => {
  it('prefers the remembered choice, then the server zone, then London', () => {
    expect(resolveTimeZone('Asia/Dubai', 'America/New_York')).toBe('Asia/Dubai');
    expect(resolveTimeZone(null, 'America/New_York')).toBe('America/New_York');
    expect(resolveTimeZone('Bad/Zone', undefined)).toBe('Europe/London');
  });

  it('remembers the choice under schedule_timezone and rejects unknown zones', () => {
    expect(readTimeZoneChoice()).toBeNull();
    saveTimeZoneChoice('Asia/Dubai');
    expect(JSON.parse(localStorage.getItem(TIME_ZONE_STORAGE_KEY) ?? 'null')).toBe('Asia/Dubai');
    expect(readTimeZoneChoice()).toBe('Asia/Dubai');
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, JSON.stringify('Mars/Olympus'));
    expect(readTimeZoneChoice()).toBeNull();
  });

  it('tells whether two zones show different clocks on the dates', () => {
    expect(zonesDiffer('Europe/London', 'Europe/London', CONFERENCE)).toBe(false);
    expect(zonesDiffer('Europe/Lisbon', 'Europe/London', CONFERENCE)).toBe(false);
    expect(zonesDiffer('UTC', 'Europe/London', CONFERENCE)).toBe(true);
  });
});

describe('which texts are time zones', () => {
  it('knows the IANA zones and nothing else, whatever a server sends', () => {
    expect(isKnownTimeZone('Asia/Dubai')).toBe(true);
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    for (const zone of [
      '',
      'Mars/Olympus_Mons',
      'x'.repeat(100_000),
      true,
      14,
      null,
      ['Asia/Dubai'],
      { zone: 'UTC' },
    ]) {
      expect(isKnownTimeZone(zone), JSON.stringify(zone)?.slice(0, 40)).toBe(false);
    }
  });
});
