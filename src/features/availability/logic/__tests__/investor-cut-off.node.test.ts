import { describe, expect, it } from 'vitest';
import { demoGroups } from '@/testing/builders/availability';
import { investorDayState, investorSlotContext, investorSlotState } from '../choice-states';

const CLOSED = 'The time slot registration is closed; slots can no longer be changed.';
const NOT_LATE = 'This slot is not open for late registration.';

describe("an investor's days and slots after the cut-off (spec B§4, contract §5.7)", () => {
  const days = Object.assign({}, ...demoGroups().map((group) => group.slots));
  const monday = days['2025-09-08'];
  const wednesday = days['2025-09-10'];
  const [slot101] = monday.timeslots;
  const [, , , , slot305] = wednesday.timeslots;

  it('leaves everything open in the chosen group before the cut-off', () => {
    const ctx = investorSlotContext({ limited: false, lateSlotIds: [] });
    expect(investorDayState(monday, true, ctx, false)).toEqual({ disabled: false });
    expect(investorSlotState(slot101, [], true, ctx, false)).toEqual({ disabled: false });
    expect(investorDayState(wednesday, false, ctx, false)).toMatchObject({ disabled: true, label: 'Other days group' });
  });

  it('locks every day and slot, chosen or not, with the reason once slot choices are closed', () => {
    const ctx = investorSlotContext({ limited: true, lateSlotIds: [] });
    const locked = { disabled: true, locked: true, label: 'Closed', reason: CLOSED };
    expect(investorDayState(monday, true, ctx, true)).toEqual(locked);
    expect(investorDayState(wednesday, false, ctx, true)).toEqual(locked);
    expect(investorSlotState(slot101, [101], true, ctx, true)).toEqual({
      disabled: true,
      label: 'Closed',
      reason: CLOSED,
    });
    expect(investorSlotState(slot101, [], true, ctx, true)).toEqual({
      disabled: true,
      label: 'Closed',
      reason: CLOSED,
    });
  });

  it('offers only the late-registration slots while some are offered; a chosen slot can still be dropped', () => {
    const ctx = investorSlotContext({ limited: true, lateSlotIds: [305, 306, 307, 308] });
    expect(investorSlotState(slot305, [], true, ctx, false)).toEqual({ disabled: false });
    expect(investorSlotState(slot101, [], true, ctx, false)).toEqual({
      disabled: true,
      label: 'Not open for late registration',
      reason: NOT_LATE,
    });
    expect(investorSlotState(slot101, [101], true, ctx, false)).toEqual({ disabled: false });
    expect(investorDayState(wednesday, true, ctx, false)).toEqual({ disabled: false });
    expect(investorDayState(monday, true, ctx, false)).toEqual({
      disabled: true,
      label: 'Not open for late registration',
      reason: 'No time slot of this day is open for late registration.',
    });
  });
});
