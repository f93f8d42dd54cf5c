import { t, useT } from '@/i18n/i18n';
import type { DateStr, GroupedDay, Id } from '@/lib/api/contract';
import { blockStatus } from '../logic/choice-states';
import { type DayPart, isBlockAvailable, isBlockComplete, partSlots, type SlotContext } from '../logic/presenter-slots';
import { dayPartHours, dayPartName, timesIn } from '../logic/slot-times';
import { blockLabel } from '../messages';
import type { DayPartGroup } from './slot-picker';

type Props = {
  date: DateStr;
  day: GroupedDay;
  selected: Id[];
  ctx: SlotContext;
  /** Slot choices are closed for good. */
  closed: boolean;
  timezone: string;
  onToggle: (day: GroupedDay, part: DayPart, checked: boolean) => void;
};

const PARTS: DayPart[] = ['morning', 'afternoon'];

/** The zone a chosen day's times are in, above its parts. */
export function DayZone({ timezone }: { timezone: string }) {
  useT();
  return <p className="slot-picker__zone">{timesIn(timezone)}</p>;
}

/**
 * A chosen day's 'Morning' and 'Afternoon', each a group of its own headed by the box that takes the
 * whole block of slots: the conference's day parts with their London hours, and the hours in the
 * attendee's zone when these differ. Called while its caller renders, in the attendee's language.
 */
export function dayPartGroups({ date, day, selected, ctx, closed, timezone, onToggle }: Props): DayPartGroup[] {
  return PARTS.map((part) => {
    const block = partSlots(day, part);
    const complete = isBlockComplete(block, selected);
    const blocked = closed || (!isBlockAvailable(block, ctx) && !complete);
    const id = `block-${date}-${part}`;
    return {
      key: part,
      label: dayPartName(part),
      slots: block,
      intro: (
        <div className="slot-picker__item slot-picker__block">
          <input
            type="checkbox"
            id={id}
            checked={complete}
            disabled={blocked}
            onChange={(e) => onToggle(day, part, e.target.checked)}
          />
          <label htmlFor={id}>{blockLabel(part, block.length, dayPartHours(block, timezone))}</label>
          {blocked ? <span className="slot-picker__status"> ({t(blockStatus(block, ctx, closed))})</span> : null}
        </div>
      ),
    };
  });
}
