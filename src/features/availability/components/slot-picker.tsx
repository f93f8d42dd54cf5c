import { useId, type ReactNode } from 'react';
import { t, tText, useLocale } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';
import type { AgendaSlot, DateStr, GroupedDay, GroupedSlots, Id } from '@/lib/api/contract';
import { formatWeekdayDate } from '@/lib/dates/format';
import { daysOfGroups } from '../logic/day-groups';
import type { ChoiceState } from '../logic/choice-states';
import { slotTimeLabel } from '../logic/slot-times';
import './availability.css';

/**
 * Whether a day or slot can be changed; `label` is a short visible status, `reason` the full
 * explanation. A disabled day stays removable while chosen, unless `locked`. The legends, states
 * and errors given are catalogue ids or texts already in the attendee's language: each is shown
 * through `tText`.
 */

export type SlotPickerProps = {
  groups: GroupedSlots[];
  selectedDays: DateStr[];
  selectedSlots: Id[];
  /** Zone the slot times are shown in (the agenda is in London time). */
  timezone: string;
  onDayChange: (date: DateStr, checked: boolean, day: GroupedDay) => void;
  onSlotChange: (slot: AgendaSlot, checked: boolean, day: GroupedDay) => void;
  dayState?: (date: DateStr, day: GroupedDay) => ChoiceState;
  slotState?: (slot: AgendaSlot, day: GroupedDay) => ChoiceState;
  /** Content shown above a chosen day's slot list (e.g. the zone its times are in). */
  renderDayIntro?: (date: DateStr, day: GroupedDay) => ReactNode;
  /**
   * The parts a chosen day's slots are shown in (morning and afternoon), each its own group headed
   * by its `intro` (e.g. the box taking the whole part); without it, one list of the day's slots.
   */
  dayParts?: (date: DateStr, day: GroupedDay) => DayPartGroup[];
  /** A catalogue id (shown through `tText`), as are the errors and the empty slots' text. */
  daysLegend?: string;
  /** The legend of a chosen day's slots, in the attendee's language; `dayName` is the day's name as the page shows it. */
  slotsLegend?: (day: GroupedDay, dayName: string) => string;
  daysError?: string;
  slotsError?: string;
  required?: boolean;
  /** Shown in place of the slot lists while no day is chosen. */
  emptySlotsText?: string;
};

export type DayPartGroup = { key: string; label: string; intro?: ReactNode; slots: AgendaSlot[] };

function ErrorText({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="field__error">
      <span aria-hidden="true">⚠ </span>
      {tText(text)}
    </p>
  );
}

type SlotRow = { slot: AgendaSlot; state: ChoiceState; reasonId: string | undefined };

/** A chosen day's slots: one list, or a group per part of the day (each headed by its intro). */
function DaySlots({
  base,
  day,
  rows,
  parts,
  selectedSlots,
  timezone,
  onSlotChange,
}: {
  base: string;
  day: GroupedDay;
  rows: SlotRow[];
  parts: DayPartGroup[] | undefined;
  selectedSlots: Id[];
  timezone: string;
  onSlotChange: SlotPickerProps['onSlotChange'];
}) {
  const list = (slots: AgendaSlot[]) => (
    <ul className="slot-picker__list slot-picker__list--slots">
      {rows
        .filter(({ slot }) => slots.some((s) => s.id === slot.id))
        .map(({ slot, state, reasonId }, index) => {
          const id = `${base}-slot-${slot.id}`;
          const checked = selectedSlots.includes(slot.id);
          return (
            <li
              // A drifted answer may give several slots one id (0): each stays its own row.
              key={`${slot.id}:${index}`}
              className={`slot-picker__item${state.disabled && !checked ? ' slot-picker__item--disabled' : ''}`}
            >
              <input
                type="checkbox"
                id={id}
                checked={checked}
                disabled={state.disabled}
                aria-describedby={reasonId}
                onChange={(e) => onSlotChange(slot, e.target.checked, day)}
              />
              <label htmlFor={id} title={state.reason ? tText(state.reason) : undefined}>
                {slotTimeLabel(slot, timezone)}
              </label>
              {state.label ? <span className="slot-picker__status"> ({tText(state.label)})</span> : null}
            </li>
          );
        })}
    </ul>
  );
  const shown = parts?.filter((part) => part.slots.length > 0);
  if (!shown?.length) return list(day.timeslots);
  // A slot no part holds still shows, after the parts.
  const rest = day.timeslots.filter((slot) => !shown.some((part) => part.slots.some((s) => s.id === slot.id)));
  return (
    <div className="slot-picker__parts">
      {shown.map((part) => (
        <div key={part.key} className="slot-picker__part" role="group" aria-label={tText(part.label)}>
          {part.intro}
          {list(part.slots)}
        </div>
      ))}
      {rest.length ? list(rest) : null}
    </div>
  );
}

/**
 * A day's name: the server's ("Monday 8 September", English) in English, else written by Intl in the
 * attendee's language from the day's date.
 */
function useDayName(): (date: DateStr, day: GroupedDay) => string {
  const locale = useLocale();
  return (date, day) => (locale === SOURCE_LOCALE ? day.formattedDate : formatWeekdayDate(date));
}

/**
 * A day list (grouped as the conference groups its days) and, for each chosen day,
 * its time-slot list; every choice is a labelled checkbox and every disabled one
 * says why in text.
 */
export function SlotPicker({
  groups,
  selectedDays,
  selectedSlots,
  timezone,
  onDayChange,
  onSlotChange,
  dayState,
  slotState,
  renderDayIntro,
  dayParts,
  daysLegend = 'Days of attendance',
  slotsLegend = (_day, dayName) => t('Time slots on {day}', { day: dayName }),
  daysError,
  slotsError,
  required,
  emptySlotsText = 'Choose a day of attendance to see its time slots.',
}: SlotPickerProps) {
  // Renders again in the attendee's language when it changes.
  const locale = useLocale();
  const dayName = useDayName();
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const days = daysOfGroups(groups);
  const chosenDays = days.filter((d) => selectedDays.includes(d.date));
  const showGroupTitles = groups.length > 1 || groups.some((g) => g.groupTitle);
  const daysErrorId = `${base}-days-error`;
  const slotsErrorId = `${base}-slots-error`;

  return (
    <div className="slot-picker">
      <fieldset
        className="slot-picker__days"
        aria-describedby={daysError ? daysErrorId : undefined}
        aria-invalid={daysError ? true : undefined}
        tabIndex={daysError ? -1 : undefined}
      >
        <legend className="field__label">
          {tText(daysLegend)}
          {required ? (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </legend>
        {groups.map((group) => (
          <div
            key={group.groupNumber}
            className="slot-picker__group"
            role="group"
            aria-labelledby={showGroupTitles && group.groupTitle ? `${base}-group-${group.groupNumber}` : undefined}
          >
            {showGroupTitles && group.groupTitle ? (
              <p id={`${base}-group-${group.groupNumber}`} className="slot-picker__group-title" dir="auto">
                {group.groupTitle}
              </p>
            ) : null}
            <ul className="slot-picker__list">
              {Object.entries(group.slots)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([date, day]) => {
                  const state = dayState?.(date, day) ?? { disabled: false };
                  const checked = selectedDays.includes(date);
                  const id = `${base}-day-${date}`;
                  const reasonId = `${id}-reason`;
                  return (
                    <li key={date} className="slot-picker__item">
                      <input
                        type="checkbox"
                        id={id}
                        checked={checked}
                        disabled={state.locked || (state.disabled && !checked)}
                        aria-describedby={state.reason ? reasonId : undefined}
                        onChange={(e) => onDayChange(date, e.target.checked, day)}
                      />
                      <label htmlFor={id} lang={locale}>
                        {dayName(date, day)}
                      </label>
                      {state.label ? <span className="slot-picker__status"> ({tText(state.label)})</span> : null}
                      {state.reason ? (
                        <span id={reasonId} className="slot-picker__reason">
                          {tText(state.reason)}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
        <ErrorText id={daysErrorId} text={daysError} />
      </fieldset>

      <div
        className="slot-picker__slots"
        role="group"
        aria-label={t('Time slots')}
        aria-invalid={slotsError ? true : undefined}
        aria-describedby={slotsError ? slotsErrorId : undefined}
        tabIndex={slotsError ? -1 : undefined}
      >
        {chosenDays.length === 0 ? <p className="slot-picker__empty">{tText(emptySlotsText)}</p> : null}
        {chosenDays.map(({ date, day }) => {
          const reasons: string[] = [];
          const reasonIdOf = (text: string) => {
            let index = reasons.indexOf(text);
            if (index < 0) index = reasons.push(text) - 1;
            return `${base}-${date}-note-${index}`;
          };
          const rows = day.timeslots.map((slot) => {
            const state = slotState?.(slot, day) ?? { disabled: false };
            return { slot, state, reasonId: state.reason ? reasonIdOf(tText(state.reason)) : undefined };
          });
          return (
            <fieldset key={date} className="slot-picker__day">
              <legend className="slot-picker__day-title">{slotsLegend(day, dayName(date, day))}</legend>
              {renderDayIntro?.(date, day)}
              <DaySlots
                base={base}
                day={day}
                rows={rows}
                parts={dayParts?.(date, day)}
                selectedSlots={selectedSlots}
                timezone={timezone}
                onSlotChange={onSlotChange}
              />
              {reasons.map((text, index) => (
                <p key={text} id={`${base}-${date}-note-${index}`} className="slot-picker__note">
                  <span aria-hidden="true" translate="no">
                    ℹ{' '}
                  </span>
                  {text}
                </p>
              ))}
            </fieldset>
          );
        })}
        <ErrorText id={slotsErrorId} text={slotsError} />
      </div>
    </div>
  );
}
