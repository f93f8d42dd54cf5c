import { describe, expect, it } from 'vitest';
import {
  agenda,
  attendance,
  demoGroups,
  presenterValue,
  slotConference,
  slotContext,
} from '@/testing/builders/availability';
import { dayGroupLabel } from '@/lib/dates/format';
import { zonedDate } from '@/lib/dates/time-zones';
import { buildGroupedSlots, conferenceDayIndex, dayGroupNumber } from '../day-groups';
import {
  companyPriority,
  hasNoAvailability,
  initialPresenterAvailability,
  isBlockAvailable,
  isBlockComplete,
  isCutOffReached,
  isPartOpen,
  isSelectionClosed,
  isSelectionLimited,
  isSlotFullyBooked,
  type PresenterAvailabilityValue,
  slotBlockReason,
  type SlotContext,
  toggleBlock,
  toggleDay,
  toggleSlot,
  validatePresenterAvailability,
} from '../presenter-slots';
import { availabilityMessages, NO_SLOTS_ALERT } from '../../messages';

const conference = slotConference;
const groups = demoGroups();
const day = (date: string) => groups.flatMap((g) => Object.entries(g.slots)).find(([d]) => d === date)![1];
const value = (over: Partial<PresenterAvailabilityValue> = {}): PresenterAvailabilityValue => presenterValue(over);
const att = attendance;
const ctx = (over: Partial<SlotContext> = {}): SlotContext => slotContext(over);

describe('day groups', () => {
  it('puts a day in group ceil(day index / split_days)', () => {
    expect([1, 2, 3, 4].map((i) => dayGroupNumber(i, 2))).toEqual([1, 1, 2, 2]);
    expect([1, 2, 3, 4].map((i) => dayGroupNumber(i, 3))).toEqual([1, 1, 1, 2]);
    expect(dayGroupNumber(3, 1)).toBe(3);
  });

  it('puts every day in group 1 when split_days is not set', () => {
    expect(dayGroupNumber(4, 0)).toBe(1);
    expect(dayGroupNumber(4, Number.NaN)).toBe(1);
  });

  it('counts the day index from the conference start date', () => {
    expect(conferenceDayIndex('2025-09-08', '2025-09-08')).toBe(1);
    expect(conferenceDayIndex('2025-09-11', '2025-09-08')).toBe(4);
    expect(conferenceDayIndex('2025-10-01', '2025-09-30')).toBe(2);
  });

  it('builds the grouped slots the server would answer', () => {
    expect(groups.map((g) => [g.groupNumber, g.groupTitle, Object.keys(g.slots)])).toEqual([
      [1, '8-9 September', ['2025-09-08', '2025-09-09']],
      [2, '10-11 September', ['2025-09-10', '2025-09-11']],
    ]);
    const monday = day('2025-09-08');
    expect(monday.formattedDate).toBe('Monday 8 September');
    expect(monday.morning_slots.map((s) => s.id)).toEqual([101, 102, 103, 104]);
    expect(monday.afternoon_slots.map((s) => s.id)).toEqual([105, 106, 107, 108]);
  });

  it('leaves out conference days without meetings', () => {
    const built = buildGroupedSlots(agenda, conference, ['2025-09-09']);
    expect(Object.keys(built[0].slots)).toEqual(['2025-09-08']);
  });

  it('titles groups across months', () => {
    expect(dayGroupLabel(['2025-09-30', '2025-10-01'])).toBe('30 September-1 October');
    expect(dayGroupLabel(['2025-09-08'])).toBe('8 September');
  });
});

describe('capacity rule', () => {
  it('defaults a company priority to 1', () => {
    expect(companyPriority(undefined, 502)).toBe(1);
    expect(companyPriority({ '503': 2 }, 502)).toBe(1);
    expect(companyPriority({ '502': 2 }, 502)).toBe(2);
  });

  it('disables a slot only when count + priority exceeds the capacity', () => {
    expect(isSlotFullyBooked(att(2), 3, 1, 502)).toBe(false); // 3 = capacity: still open
    expect(isSlotFullyBooked(att(3), 3, 1, 502)).toBe(true);
    expect(isSlotFullyBooked(att(2), 3, 2, 502)).toBe(true); // a heavier company tips it over
    expect(isSlotFullyBooked(att(1), 3, 2, 502)).toBe(false);
  });

  it('applies no limit when the capacity is 0', () => {
    expect(isSlotFullyBooked(att(40), 0, 1, 502)).toBe(false);
    expect(isSlotFullyBooked(att(40, false, [502]), 0, 1, 502)).toBe(false);
  });

  it('follows the server disabled flag and ignores slots without data', () => {
    expect(isSlotFullyBooked(att(0, true), 3, 1, 502)).toBe(true);
    expect(isSlotFullyBooked(undefined, 3, 1, 502)).toBe(false);
  });

  // Contract §5.6, "Own company already counted": slot 101 answered to a first sign-up (token 555).
  it('counts the own company once when the answer already counts it', () => {
    const slot101 = att(3, true, [501, 503, 507]);
    expect(isSlotFullyBooked(slot101, 3, 1, 503)).toBe(false); // a Gulf Horizon Telecom colleague joins
    expect(isSlotFullyBooked(slot101, 3, 1, 502)).toBe(true); // Red Sea Properties would be the fourth
    expect(isSlotFullyBooked(slot101, 3, 1, null)).toBe(true); // no company known: the server's word
  });

  it('still closes a slot the own company is counted in when the count alone is over the capacity', () => {
    expect(isSlotFullyBooked(att(4, true, [501, 503, 507, 510]), 3, 1, 503)).toBe(true);
    expect(isSlotFullyBooked(att(4, true, [503, 507]), 3, 3, 503)).toBe(true); // 503 weighs 3, 507 1
    expect(isSlotFullyBooked(att(3, true, [503]), 3, 3, 503)).toBe(false); // the company alone fills it
  });

  it('gives the slot block reason with the own company counted once', () => {
    const slot = agenda.find((s) => s.id === 101)!;
    const answer = { '101': att(3, true, [501, 503, 507]) };
    expect(slotBlockReason(slot, ctx({ attendance: answer, companyId: 503 }))).toBeNull();
    expect(slotBlockReason(slot, ctx({ attendance: answer, companyId: 502 }))).toBe('full');
  });
});

describe('cut-off and late registration', () => {
  const slot = agenda.find((s) => s.id === 305)!;

  it('is reached only after the cut-off day (London date)', () => {
    expect(isCutOffReached('2025-08-25', '2025-08-25')).toBe(false);
    expect(isCutOffReached('2025-08-25', '2025-08-26')).toBe(true);
    expect(isCutOffReached(null, '2030-01-01')).toBe(false);
    // 23:30 UTC on the 25th is already the 26th in London summer time.
    expect(zonedDate(new Date('2025-08-25T23:30:00Z'))).toBe('2025-08-26');
  });

  it('limits the selection after the cut-off or whenever late slots are stored', () => {
    expect(isSelectionLimited('2025-08-25', '2025-08-20', [])).toBe(false);
    expect(isSelectionLimited('2025-08-25', '2025-08-26', [])).toBe(true);
    expect(isSelectionLimited('2025-08-25', '2025-08-20', [305])).toBe(true);
    expect(isSelectionLimited(null, '2025-08-20', [305])).toBe(true);
  });

  it('closes the selection only when limited with no late slots', () => {
    expect(isSelectionClosed({ cutOffReached: true, lateSlotIds: [] })).toBe(true);
    expect(isSelectionClosed({ cutOffReached: true, lateSlotIds: [305] })).toBe(false);
    expect(isSelectionClosed({ cutOffReached: false, lateSlotIds: [] })).toBe(false);
  });

  it('closes every slot after the cut-off when no late slots exist', () => {
    expect(slotBlockReason(slot, ctx({ cutOffReached: true }))).toBe('cut-off');
  });

  it('allows only the late-registration slots after the cut-off', () => {
    expect(slotBlockReason(slot, ctx({ cutOffReached: true, lateSlotIds: [305, 306] }))).toBeNull();
    expect(slotBlockReason(agenda.find((s) => s.id === 101)!, ctx({ cutOffReached: true, lateSlotIds: [305] }))).toBe(
      'not-late',
    );
  });

  it('ignores the late list before the cut-off and still applies capacity', () => {
    expect(slotBlockReason(slot, ctx({ lateSlotIds: [101] }))).toBeNull();
    expect(slotBlockReason(slot, ctx({ attendance: { '305': att(3) } }))).toBe('full');
    expect(slotBlockReason(slot, ctx({ closedDays: ['2025-09-10'] }))).toBe('closed-day');
  });
});

describe('morning and afternoon blocks', () => {
  const monday = day('2025-09-08');

  it('opens the other part only once a full block is chosen', () => {
    expect(isPartOpen(monday, 'afternoon', [101, 102, 103])).toBe(false);
    expect(isPartOpen(monday, 'afternoon', [101, 102, 103, 104])).toBe(true);
    expect(isPartOpen(monday, 'morning', [101, 102, 103, 104])).toBe(false);
  });

  it('treats an empty block as never complete', () => {
    expect(isBlockComplete([], [101])).toBe(false);
    expect(isBlockAvailable([], ctx())).toBe(false);
  });

  it('offers a block only when every slot of it can be added', () => {
    expect(isBlockAvailable(monday.morning_slots, ctx())).toBe(true);
    expect(isBlockAvailable(monday.morning_slots, ctx({ attendance: { '103': att(3) } }))).toBe(false);
  });

  it('picks a whole block and drops extras with it', () => {
    let v = toggleBlock(value({ conference_dates: ['2025-09-08'] }), monday, 'morning', true);
    expect(v.available_slot).toEqual([101, 102, 103, 104]);
    v = toggleSlot(v, 106, true);
    expect(v.available_slot).toEqual([101, 102, 103, 104, 106]);
    v = toggleBlock(v, monday, 'morning', false);
    expect(v.available_slot).toEqual([]);
  });

  it('keeps the other full block when one block is dropped', () => {
    let v = toggleBlock(value(), monday, 'morning', true);
    v = toggleBlock(v, monday, 'afternoon', true);
    v = toggleBlock(v, monday, 'morning', false);
    expect(v.available_slot).toEqual([105, 106, 107, 108]);
  });
});

describe('days of attendance', () => {
  it('adds a day in order and removes its slots with it', () => {
    let v = toggleDay(value({ conference_dates: ['2025-09-10'] }), '2025-09-08', true, day('2025-09-08'));
    expect(v.conference_dates).toEqual(['2025-09-08', '2025-09-10']);
    v = { ...v, available_slot: [101, 102, 103, 104, 301, 302, 303, 304] };
    v = toggleDay(v, '2025-09-08', false, day('2025-09-08'));
    expect(v).toMatchObject({ conference_dates: ['2025-09-10'], available_slot: [301, 302, 303, 304] });
  });

  it('starts from the saved zone and slots, else Dubai and nothing', () => {
    expect(initialPresenterAvailability({ timezone: 'Asia/Riyadh', available_slot: [402, 401, 305] }, agenda)).toEqual({
      timezone: 'Asia/Riyadh',
      conference_dates: ['2025-09-10', '2025-09-11'],
      available_slot: [305, 401, 402],
    });
    expect(initialPresenterAvailability(null, agenda)).toEqual({
      timezone: 'Asia/Dubai',
      conference_dates: [],
      available_slot: [],
    });
  });
});

describe('validatePresenterAvailability', () => {
  const validate = (v: PresenterAvailabilityValue, minimum = 4) =>
    validatePresenterAvailability(v, { minimum_slots_for_presenters: minimum }, agenda);

  it('accepts a full morning on each chosen day', () => {
    expect(
      validate(
        value({
          conference_dates: ['2025-09-10', '2025-09-11'],
          available_slot: [305, 306, 307, 308, 401, 402, 403, 404],
        }),
      ),
    ).toBeNull();
  });

  it('accepts a full block plus extras from the other part', () => {
    expect(validate(value({ conference_dates: ['2025-09-08'], available_slot: [101, 102, 103, 104, 107] }))).toBeNull();
  });

  it('requires the time zone', () => {
    expect(
      validate(value({ timezone: '', conference_dates: ['2025-09-08'], available_slot: [101, 102, 103, 104] })),
    ).toEqual({
      timezone: 'Timezone Required',
    });
  });

  it('requires days and slots when nothing is chosen', () => {
    const v = value();
    expect(hasNoAvailability(v)).toBe(true);
    expect(validate(v)).toEqual({ conference_dates: 'Available Slots Required' });
    expect(NO_SLOTS_ALERT).toBe(
      'Please select your preferred days of attendance and time slots before you submit your application.',
    );
  });

  it('requires slots on every chosen day (empty day)', () => {
    expect(validate(value({ conference_dates: ['2025-09-08'] }))).toEqual({ available_slot: 'Slots per Day Required' });
    expect(
      validate(value({ conference_dates: ['2025-09-08', '2025-09-09'], available_slot: [101, 102, 103, 104] })),
    ).toEqual({
      available_slot: availabilityMessages.slotsPerDay,
    });
  });

  it('requires the conference minimum per day, with n in the message', () => {
    expect(validate(value({ conference_dates: ['2025-09-08'], available_slot: [101, 102, 103] }))).toEqual({
      available_slot: 'You need to select at least 4 slots per day so your attendance can be confirmed.',
    });
    expect(
      validate(value({ conference_dates: ['2025-09-08'], available_slot: [101, 102, 103, 104, 105] }), 5),
    ).toBeNull();
    expect(
      validate(value({ conference_dates: ['2025-09-08'], available_slot: [101, 102, 103, 104] }), 5)?.available_slot,
    ).toBe('You need to select at least 5 slots per day so your attendance can be confirmed.');
  });

  it('requires all morning or all afternoon slots of a day', () => {
    expect(validate(value({ conference_dates: ['2025-09-08'], available_slot: [101, 102, 103, 105, 106] }))).toEqual({
      available_slot:
        'You need to select at least all morning or afternoon slots per day so your attendance can be confirmed.',
    });
  });
});
