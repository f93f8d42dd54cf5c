import { useLayoutEffect, useMemo, useRef } from 'react';
import { SelectField, type Option } from '@/components/form/select-field';
import { Loader } from '@/components/loader';
import { SafeHtml } from '@/components/safe-html';
import { useT } from '@/i18n/i18n';
import type { AgendaSlot, Conference, DateStr, GroupedDay, Lists } from '@/lib/api/contract';
import { confirmDialog } from '@/lib/alerts';
import { useGroupedSlots } from '../api/grouped-slots';
import { useSlotsAttendance } from '../api/slots-attendance';
import { dayChoiceState, slotChoiceState } from '../logic/choice-states';
import { buildGroupedSlots, daysOfGroups, shownSlotIds } from '../logic/day-groups';
import { slotTimesNote } from '../logic/slot-times';
import {
  companyPriority,
  PRESENTER_DEFAULT_TIMEZONE,
  type PresenterAvailabilityValue,
  type SlotContext,
  toggleBlock,
  toggleDay,
  toggleSlot,
} from '../logic/presenter-slots';
import {
  CANCEL,
  CHANGE_DAYS_WARNING,
  DAYS_LEGEND,
  LOADING_SLOTS,
  OK,
  slotsLegend,
  TIME_ZONE_HINT,
  TIME_ZONE_LABEL,
  TIME_ZONE_PLACEHOLDER,
} from '../messages';
import { CutOffNotice } from './cut-off-notice';
import { DayZone, dayPartGroups } from './day-blocks';
import { SlotPicker } from './slot-picker';
import { useSlotCutOff } from './use-slot-cut-off';
import './availability.css';
import { zoneOptions } from '../logic/zone-options';

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

/**
 * The presenter's 'Days of Attendance & Time slots' section: time zone, days in
 * their groups, a morning or afternoon block per day before single slots of the
 * other part, capacity, cut-off and late-registration limits.
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
  const t = useT();
  const grouped = useGroupedSlots(clientId);
  const attendance = useSlotsAttendance();
  const cutOff = useSlotCutOff(conference.cut_off_date, lateSlots);

  const latest = useRef(value);
  latest.current = value;

  // Layout effects, here and below: the value is corrected in the same task that first shows the section, so a
  // Submit pressed the moment it appears already sends the corrected value.
  useLayoutEffect(() => {
    if (!latest.current.timezone) onChange({ ...latest.current, timezone: PRESENTER_DEFAULT_TIMEZONE });
    // The default zone is set once, when the section first shows; a cleared zone stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const groups = useMemo(() => {
    if (grouped.data) return grouped.data;
    if (grouped.isError) return buildGroupedSlots(lists.agenda_slots, conference, lists.closed_conference_days);
    return undefined;
  }, [grouped.data, grouped.isError, lists.agenda_slots, lists.closed_conference_days, conference]);

  // A saved day or slot the picker does not list (the groups do not offer it) would be sent back
  // unseen with the next save: the value keeps only the days and slots on the page.
  useLayoutEffect(() => {
    if (!groups) return;
    const current = latest.current;
    const offered = new Set(daysOfGroups(groups).map(({ date }) => date));
    const days = current.conference_dates.filter((date) => offered.has(date));
    const shown = shownSlotIds(groups, days);
    const slots = current.available_slot.filter((id) => shown.has(id));
    if (days.length !== current.conference_dates.length || slots.length !== current.available_slot.length)
      onChange({ ...current, conference_dates: days, available_slot: slots });
    // Checked when the groups arrive; later changes go through the picker, which lists what it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups]);

  const ctx: SlotContext = {
    capacity: conference.presenter_slot_capacity,
    companyId,
    priority: companyPriority(attendance.data?.companiesPriorities, companyId),
    attendance: attendance.data?.slotsAttendance,
    cutOffReached: cutOff.limited,
    lateSlotIds: cutOff.lateSlotIds,
    closedDays: lists.closed_days ?? [],
  };
  const closedForGood = cutOff.closed;
  const timezone = value.timezone || PRESENTER_DEFAULT_TIMEZONE;
  const selected = value.available_slot;

  const zones = zoneOptions(lists.timezones, value.timezone);
  const zoneValue = zones.find((o) => o.value === value.timezone) ?? null;

  // Every change of the days of attendance, a first tick included, waits for the warning's OK (spec B§4).
  async function changeDay(date: DateStr, checked: boolean, day: GroupedDay) {
    const answer = await confirmDialog({
      text: CHANGE_DAYS_WARNING,
      confirmText: OK,
      cancelText: CANCEL,
      icon: 'warning',
    });
    if (answer !== 'confirm') return;
    onChange(toggleDay(latest.current, date, checked, day));
  }

  return (
    <div className="presenter-availability">
      {conference.presenter_slots_instruction_text ? (
        // The conference's own text, as sent, in its own direction.
        <div dir="auto">
          <SafeHtml
            className="presenter-availability__instructions"
            html={conference.presenter_slots_instruction_text}
          />
        </div>
      ) : null}
      <SelectField<Option<string>, false>
        label={t(TIME_ZONE_LABEL)}
        required
        options={zones}
        value={zoneValue}
        isClearable
        placeholder={t(TIME_ZONE_PLACEHOLDER)}
        error={errors?.timezone}
        hint={t(TIME_ZONE_HINT)}
        onChange={(option) => onChange({ ...latest.current, timezone: option?.value ?? '' })}
      />
      <p className="presenter-availability__times">{slotTimesNote(timezone)}</p>
      <CutOffNotice cutOff={cutOff} />
      {groups ? (
        <SlotPicker
          groups={groups}
          selectedDays={value.conference_dates}
          selectedSlots={selected}
          timezone={timezone}
          required
          daysLegend={DAYS_LEGEND}
          slotsLegend={(_day, dayName) => slotsLegend(dayName)}
          onDayChange={(date, checked, day) => void changeDay(date, checked, day)}
          onSlotChange={(slot, checked) => onChange(toggleSlot(latest.current, slot.id, checked))}
          dayState={(_date, day) => dayChoiceState(day, ctx, closedForGood)}
          slotState={(slot, day) => slotChoiceState(slot, day, selected, ctx, closedForGood)}
          renderDayIntro={() => <DayZone timezone={timezone} />}
          dayParts={(date, day) =>
            dayPartGroups({
              date,
              day,
              selected,
              ctx,
              closed: closedForGood,
              timezone,
              onToggle: (d, part, checked) => onChange(toggleBlock(latest.current, d, part, checked)),
            })
          }
          daysError={errors?.conference_dates}
          slotsError={errors?.available_slot}
        />
      ) : (
        <Loader label={t(LOADING_SLOTS)} />
      )}
    </div>
  );
}
