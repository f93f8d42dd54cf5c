import fc from 'fast-check';
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_CATALOG } from '../time-zone-catalog';
import { convertTime, matchesTimeZone, offsetMinutes, timeZoneOptions, wallClockAt } from '../time-zones';

/** Minutes east of UTC as Intl names the zone's offset at that instant ("GMT", "GMT+05:30", "GMT-08:00"). */
function namedOffset(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const zones = [...TIME_ZONE_CATALOG.map((entry) => entry.code), 'UTC', 'Pacific/Chatham', 'America/St_Johns'];

describe('wall-clock times read with one formatter per zone', () => {
  it('equal date-fns-tz for any instant in any zone of the catalog', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (at, zone) => {
          const [date, time] = formatInTimeZone(at, zone, "yyyy-MM-dd'T'HH:mm").split('T');
          expect(wallClockAt(at, zone)).toEqual({ date, time });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  // The offsets are held to the zone's own offset as Intl names it ("GMT-08:00"): date-fns-tz's getTimezoneOffset is
  // an hour off in the hours before some clock changes (America/Los_Angeles at 2020-03-08T02:00Z gives -420 while the
  // clock there still reads 18:00 PST, -480).
  it('give the offsets the zone itself names', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (at, zone) => {
          expect(offsetMinutes(zone, at)).toBe(namedOffset(zone, at));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('build the selector list once for the same dates, and find zones as before', () => {
    const dates = ['2025-09-08', '2025-09-11'];
    const list = timeZoneOptions(dates, ['Asia/Dubai']);
    expect(timeZoneOptions([...dates], ['Asia/Dubai'])).toBe(list);
    expect(timeZoneOptions(dates, ['America/St_Johns'])).not.toBe(list);
    const dubai = list.find((option) => option.value === 'Asia/Dubai');
    expect(dubai?.label).toBe('(GMT+04:00) Dubai');
    if (!dubai) throw new Error('no Dubai');
    expect(matchesTimeZone(dubai, 'UAE')).toBe(true);
    expect(matchesTimeZone(dubai, ' dubaï ')).toBe(true);
    expect(matchesTimeZone(dubai, 'Riyadh')).toBe(false);
  });

  it('give midnight as 00:00 with the next day, and the day marker across the date line', () => {
    expect(convertTime('2025-09-08', '23:30:00', 'Europe/London', 'Asia/Dubai')).toEqual({
      date: '2025-09-08',
      time: '20:30',
      dayShift: 0,
      marker: '',
    });
    expect(convertTime('2025-09-08', '20:00:00', 'Asia/Dubai')).toEqual({
      date: '2025-09-08',
      time: '23:00',
      dayShift: 0,
      marker: '',
    });
    expect(convertTime('2025-09-08', '21:00:00', 'Asia/Dubai')).toEqual({
      date: '2025-09-09',
      time: '00:00',
      dayShift: 1,
      marker: '(+1)',
    });
    expect(convertTime('2025-09-08', '08:30:00', 'Pacific/Honolulu')).toMatchObject({ time: '21:30', marker: '(-1)' });
  });
});
