import { useEffect } from 'react';
import { SelectField, type Option } from '@/components/form/select-field';
import { SafeHtml } from '@/components/safe-html';
import { useT } from '@/i18n/i18n';
import type { AgendaSlot, DateStr, GroupedSlots, Id, TimeZone } from '@/lib/api/contract';
import { CutOffNotice } from './cut-off-notice';
import { SlotPicker } from './slot-picker';
import { useSlotCutOff } from './use-slot-cut-off';
import { investorDayState, investorSlotContext, investorSlotState } from '../logic/choice-states';
import { initialGroup, isInGroup, shownChoice, switchGroup } from '../logic/investor-days';
import { SLOTS_AVAILABLE_SOON } from '../messages';
import { zoneOptions } from '../logic/zone-options';

type Value = { available_slot: Id[]; conference_dates: DateStr[]; days_group: number | null; timezone: TimeZone };

type Props = {
  allowed: boolean;
  instructions: string | null | undefined;
  groups: GroupedSlots[];
  timezones: TimeZone[];
  value: Value;
  onChange: (next: Partial<Value>) => void;
  slotError?: string;
  /** The data set's cut-off date (the cut-off date call decides once it answers) and late-registration slots. */
  cutOffDate: DateStr | null | undefined;
  lateSlots: AgendaSlot[];
};

/**
 * The investor's 'Days of Attendance' (spec B§2): a days group, then days and time slots of that group only. After
 * the cut-off (spec B§4, contract §5.7) only late-registration slots can be added, and with none offered every day,
 * slot and the days group are shown locked, with the reason, as a presenter's are.
 */
export function InvestorDays({
  allowed,
  instructions,
  groups,
  timezones,
  value,
  onChange,
  slotError,
  cutOffDate,
  lateSlots,
}: Props) {
  const t = useT();
  const { days_group: group } = value;
  const cutOff = useSlotCutOff(cutOffDate, lateSlots, allowed);
  const ctx = investorSlotContext(cutOff);
  // Once the groups are in: the days group of the saved choice, and that choice as the picker can show it.
  useEffect(() => {
    if (group !== null || groups.length === 0) return;
    const shown = shownChoice(groups, value);
    const unchanged =
      shown.available_slot.length === value.available_slot.length &&
      shown.conference_dates.join() === value.conference_dates.join();
    onChange({ days_group: initialGroup(groups, shown.available_slot), ...(unchanged ? {} : shown) });
  }, [group, groups, value, onChange]);

  const zones = zoneOptions(timezones, value.timezone);

  return (
    <section className="register__section card" aria-labelledby="investor-days-title">
      <h2 id="investor-days-title">{t('Days of Attendance')}</h2>
      {!allowed ? (
        <p className="register__note">{t(SLOTS_AVAILABLE_SOON)}</p>
      ) : (
        <>
          {/* The conference's own text, as sent, in its own direction. */}
          {instructions ? (
            <div dir="auto">
              <SafeHtml html={instructions} />
            </div>
          ) : null}
          <SelectField<Option<string>>
            label={t('Time zone')}
            options={zones}
            value={zones.find((o) => o.value === value.timezone.code) ?? null}
            onChange={(option) => {
              if (option) onChange({ timezone: { code: option.value, label: option.label } });
            }}
            hint={t('Time slots are shown in this time zone.')}
          />
          <CutOffNotice cutOff={cutOff} />
          {groups.length > 1 ? (
            <fieldset className="days-group" disabled={cutOff.closed}>
              <legend>{t('Days group')}</legend>
              {groups.map((g) => (
                <label key={g.groupNumber}>
                  <input
                    type="radio"
                    name="days_group"
                    value={g.groupNumber}
                    checked={group === g.groupNumber}
                    onChange={() =>
                      onChange({ days_group: g.groupNumber, ...switchGroup(groups, g.groupNumber, value) })
                    }
                  />
                  <bdi>{g.groupTitle}</bdi>
                </label>
              ))}
            </fieldset>
          ) : null}
          <SlotPicker
            groups={groups}
            selectedDays={value.conference_dates}
            selectedSlots={value.available_slot}
            timezone={value.timezone.code}
            daysLegend="Days of attendance"
            required
            slotsError={slotError}
            dayState={(date, day) => investorDayState(day, isInGroup(groups, group, date), ctx, cutOff.closed)}
            slotState={(slot) =>
              investorSlotState(slot, value.available_slot, isInGroup(groups, group, slot.date), ctx, cutOff.closed)
            }
            onDayChange={(date, checked, day) => {
              const dayIds = new Set(day.timeslots.map((s) => s.id));
              onChange(
                checked
                  ? { conference_dates: [...new Set([...value.conference_dates, date])].sort() }
                  : {
                      conference_dates: value.conference_dates.filter((d) => d !== date),
                      available_slot: value.available_slot.filter((id) => !dayIds.has(id)),
                    },
              );
            }}
            onSlotChange={(slot, checked) =>
              onChange({
                available_slot: checked
                  ? [...new Set([...value.available_slot, slot.id])]
                  : value.available_slot.filter((id) => id !== slot.id),
              })
            }
          />
        </>
      )}
    </section>
  );
}
