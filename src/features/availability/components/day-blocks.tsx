import type { DateStr, GroupedDay, Id } from '@/lib/api/contract';
import { formatConvertedTime } from '@/lib/dates/time-zones';
import { blockStatus, partName } from '../logic/choice-states';
import { type DayPart, isBlockAvailable, isBlockComplete, partSlots, type SlotContext } from '../logic/presenter-slots';
import { blockLabel } from '../messages';

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

/** A chosen day's 'Morning' and 'Afternoon' boxes, each taking the whole block of slots, with its time range. */
export function DayBlocks({ date, day, selected, ctx, closed, timezone, onToggle }: Props) {
  return (
    <div className="slot-picker__blocks">
      {PARTS.map((part) => {
        const block = partSlots(day, part);
        if (block.length === 0) return null;
        const complete = isBlockComplete(block, selected);
        const blocked = closed || (!isBlockAvailable(block, ctx) && !complete);
        const id = `block-${date}-${part}`;
        const last = block[block.length - 1];
        const range = `${formatConvertedTime(block[0].date, block[0].start_time, timezone)} – ${formatConvertedTime(last.date, last.end_time || last.start_time, timezone)}`;
        return (
          <div key={part} className="slot-picker__item">
            <input
              type="checkbox"
              id={id}
              checked={complete}
              disabled={blocked}
              onChange={(e) => onToggle(day, part, e.target.checked)}
            />
            <label htmlFor={id}>{blockLabel(partName[part], block.length, range)}</label>
            {blocked ? <span className="slot-picker__status"> ({blockStatus(block, ctx, closed)})</span> : null}
          </div>
        );
      })}
    </div>
  );
}
