import { useEffect, useMemo, useRef, useState } from 'react';
import { SelectField, type Option } from '@/components/form/select-field';
import { Loader } from '@/components/loader';
import { SafeHtml } from '@/components/safe-html';
import type { AgendaSlot, Conference, DateStr, GroupedDay, Lists } from '@/lib/api/contract';
import { confirmDialog } from '@/lib/alerts';
import { now } from '@/lib/dates/clock';
import { formatConvertedTime } from '@/lib/dates/time-zones';
import { useCutOffDate } from '../api/cut-off-date';
import { useGroupedSlots } from '../api/grouped-slots';
import { useSlotsAttendance } from '../api/slots-attendance';
import {
  buildGroupedSlots,
  companyPriority,
  type DayPart,
  isBlockAvailable,
  isBlockComplete,
  isSelectionClosed,
  isSelectionLimited,
  isMorningSlot,
  isPartOpen,
  londonDate,
  needsDaysChangeWarning,
  partSlots,
  PRESENTER_DEFAULT_TIMEZONE,
  type PresenterAvailabilityValue,
  type SlotBlockReason,
  slotBlockReason,
  type SlotContext,
  slotReasonText,
  toggleBlock,
  toggleDay,
  toggleSlot,
} from '../logic/presenter-slots';
import { BLOCK_FIRST_MESSAGE, CHANGE_DAYS_WARNING, CUT_OFF_CLOSED_MESSAGE } from '../messages';
import { type ChoiceState, SlotPicker } from './slot-picker';
import './availability.css';

export type PresenterAvailabilityProps = {
  value: { timezone: string; conference_dates: string[]; available_slot: number[] };
  onChange: (next: PresenterAvailabilityValue) => void;
  errors?: Record<string, string | undefined>;
  conference: Conference;
  lists: Lists;
  clientId: number;
  companyId: number;
  /** Late-registration slots (the data set's `available_slots`). */
  lateSlots: AgendaSlot[];
};

const reasonLabel: Record<SlotBlockReason, string> = {
  full: 'Fully booked',
  'cut-off': 'Closed',
  'not-late': 'Not open for late registration',
  'closed-day': 'Closed',
};

const partName: Record<DayPart, string> = { morning: 'Morning', afternoon: 'Afternoon' };

/**
 * The presenter's 'Days of Attendance & Time slots' section: time zone, days in
 * their groups, a morning or afternoon block per day before single slots of the
 * other part, capacity, cut-off and late-registration limits (spec B§2, B§4, B§5).
 */
export function PresenterAvailability({
  value,
  onChange,
  errors,
  conference,
  lists,
  clientId,
  companyId,
  lateSlots,
}: PresenterAvailabilityProps) {
  const grouped = useGroupedSlots(clientId);
  const attendance = useSlotsAttendance();
  const cutOff = useCutOffDate();

  const latest = useRef(value);
  latest.current = value;
  const [savedDays] = useState<DateStr[]>(() => value.conference_dates);

  useEffect(() => {
    if (!latest.current.timezone) onChange({ ...latest.current, timezone: PRESENTER_DEFAULT_TIMEZONE });
    // The default zone is set once, when the section first shows; a cleared zone stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const groups = useMemo(() => {
    if (grouped.data) return grouped.data;
    if (grouped.isError) return buildGroupedSlots(lists.agenda_slots, conference, lists.closed_conference_days);
    return undefined;
  }, [grouped.data, grouped.isError, lists.agenda_slots, lists.closed_conference_days, conference]);

  const lateSlotIds = lateSlots.map((s) => s.id);
  const cutOffDate = cutOff.isSuccess ? cutOff.data : cutOff.isError ? null : conference.cut_off_date;
  const ctx: SlotContext = {
    capacity: conference.presenter_slot_capacity,
    priority: companyPriority(attendance.data?.companiesPriorities, companyId),
    attendance: attendance.data?.slotsAttendance,
    cutOffReached: isSelectionLimited(cutOffDate, londonDate(now()), lateSlotIds),
    lateSlotIds,
    closedDays: lists.closed_days ?? [],
  };
  const closedForGood = isSelectionClosed(ctx);
  const timezone = value.timezone || PRESENTER_DEFAULT_TIMEZONE;
  const selected = value.available_slot;

  const zoneOptions: Option<string>[] = lists.timezones.map((t) => ({ value: t.code, label: t.label }));
  const zoneValue = zoneOptions.find((o) => o.value === value.timezone) ?? null;

  async function changeDay(date: DateStr, checked: boolean, day: GroupedDay) {
    if (needsDaysChangeWarning(savedDays, latest.current, checked, day)) {
      const answer = await confirmDialog({ text: CHANGE_DAYS_WARNING, confirmText: 'OK', cancelText: 'Cancel', icon: 'warning' });
      if (answer !== 'confirm') return;
    }
    onChange(toggleDay(latest.current, date, checked, day));
  }

  function dayState(_date: DateStr, day: GroupedDay): ChoiceState {
    if (closedForGood) return { disabled: true, locked: true, label: 'Closed', reason: CUT_OFF_CLOSED_MESSAGE };
    const reasons = day.timeslots.map((s) => slotBlockReason(s, ctx));
    if (reasons.length > 0 && reasons.every((r) => r === 'closed-day')) {
      return { disabled: true, label: 'Closed', reason: slotReasonText['closed-day'] };
    }
    const usable = isBlockAvailable(day.morning_slots, ctx) || isBlockAvailable(day.afternoon_slots, ctx);
    if (usable) return { disabled: false };
    if (reasons.length > 0 && reasons.every((r) => r === 'full')) {
      return { disabled: true, label: 'Fully booked', reason: 'Every time slot of this day is fully booked. Please choose another day of attendance.' };
    }
    return {
      disabled: true,
      label: 'Unavailable',
      reason: 'Neither a full morning nor a full afternoon can be chosen on this day. Please choose another day of attendance.',
    };
  }

  function slotState(slot: AgendaSlot, day: GroupedDay): ChoiceState {
    if (closedForGood) return { disabled: true, label: reasonLabel['cut-off'], reason: CUT_OFF_CLOSED_MESSAGE };
    const checked = selected.includes(slot.id);
    const part: DayPart = isMorningSlot(slot) ? 'morning' : 'afternoon';
    const reason = slotBlockReason(slot, ctx);
    if (!isPartOpen(day, part, selected)) {
      if (checked) {
        return { disabled: true, label: `part of the ${part}`, reason: `Chosen with the whole ${part}; untick "${partName[part]}" to change it.` };
      }
      if (reason) return { disabled: true, label: reasonLabel[reason], reason: slotReasonText[reason] };
      return { disabled: true, label: 'choose morning or afternoon first', reason: BLOCK_FIRST_MESSAGE };
    }
    if (reason && !checked) return { disabled: true, label: reasonLabel[reason], reason: slotReasonText[reason] };
    return { disabled: false };
  }

  /** Why a block cannot be picked, from the first of its slots that cannot be added. */
  function blockStatus(block: AgendaSlot[]): string {
    if (closedForGood) return reasonLabel['cut-off'];
    const reason = block.map((s) => slotBlockReason(s, ctx)).find((r) => r !== null);
    return reason ? reasonLabel[reason] : 'not available';
  }

  function renderBlocks(date: DateStr, day: GroupedDay) {
    const parts: DayPart[] = ['morning', 'afternoon'];
    return (
      <div className="slot-picker__blocks">
        {parts.map((part) => {
          const block = partSlots(day, part);
          if (block.length === 0) return null;
          const complete = isBlockComplete(block, selected);
          const available = isBlockAvailable(block, ctx);
          const id = `block-${date}-${part}`;
          const last = block[block.length - 1];
          const range = `${formatConvertedTime(block[0].date, block[0].start_time, timezone)} – ${formatConvertedTime(last.date, last.end_time || last.start_time, timezone)}`;
          return (
            <div key={part} className="slot-picker__item">
              <input
                type="checkbox"
                id={id}
                checked={complete}
                disabled={closedForGood || (!available && !complete)}
                onChange={(e) => onChange(toggleBlock(latest.current, day, part, e.target.checked))}
              />
              <label htmlFor={id}>
                {`${partName[part]} (all ${block.length} slots, ${range})`}
              </label>
              {closedForGood || (!available && !complete) ? (
                <span className="slot-picker__status"> ({blockStatus(block)})</span>
              ) : null}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div className="presenter-availability">
      {conference.presenter_slots_instruction_text ? (
        <SafeHtml className="presenter-availability__instructions" html={conference.presenter_slots_instruction_text} />
      ) : null}
      <SelectField<Option<string>, false>
        label="Time zone"
        required
        options={zoneOptions}
        value={zoneValue}
        isClearable
        placeholder="Select your time zone"
        error={errors?.timezone}
        hint="Time slots are shown in this time zone; (+1) or (-1) marks a slot that falls on the next or previous day there."
        onChange={(option) => onChange({ ...latest.current, timezone: option?.value ?? '' })}
      />
      {closedForGood ? <p className="presenter-availability__notice" role="status">{CUT_OFF_CLOSED_MESSAGE}</p> : null}
      {ctx.cutOffReached && !closedForGood ? (
        <p className="presenter-availability__notice" role="status">
          The cut-off date has passed: only the time slots still open for late registration can be chosen.
        </p>
      ) : null}
      {groups ? (
        <SlotPicker
          groups={groups}
          selectedDays={value.conference_dates}
          selectedSlots={selected}
          timezone={timezone}
          required
          daysLegend="Days of attendance"
          slotsLegend={(day) => `Time slots on ${day.formattedDate}`}
          onDayChange={(date, checked, day) => void changeDay(date, checked, day)}
          onSlotChange={(slot, checked) => onChange(toggleSlot(latest.current, slot.id, checked))}
          dayState={dayState}
          slotState={slotState}
          renderDayIntro={renderBlocks}
          daysError={errors?.conference_dates}
          slotsError={errors?.available_slot}
        />
      ) : (
        <Loader label="Loading the days and time slots…" />
      )}
    </div>
  );
}
