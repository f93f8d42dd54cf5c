import { useT } from '@/i18n/i18n';
import type { Id, TourSlot } from '@/lib/api/contract';
import { seatsText, tourSlotLabel } from '../logic/format';
import { isTourSlotDisabled } from '../logic/tour-booking';

type Props = {
  slots: TourSlot[];
  shown: TourSlot[];
  bookedId: Id | null;
  selected: Id | null;
  onChoose: (id: Id) => void;
};

/** The slots the filters show, one radio button each with its seats in words; full slots cannot be chosen. */
export function TourSlotList({ slots, shown, bookedId, selected, onChoose }: Props) {
  const t = useT();
  return (
    <fieldset className="tour-slots">
      <legend className="field__label">{t('Tour slots')}</legend>
      {slots.length === 0 ? (
        <p>{t('No tours are available at the moment.')}</p>
      ) : shown.length === 0 ? (
        <p>{t('No tour matches the selected filters.')}</p>
      ) : (
        <ul className="tour-slots__list">
          {shown.map((slot) => {
            const disabled = isTourSlotDisabled(slot, bookedId);
            const booked = slot.id === bookedId;
            const seatsId = `tour-${slot.id}-seats`;
            return (
              <li
                key={slot.id}
                className={`tour-slot${disabled ? ' tour-slot--full' : ''}${booked ? ' tour-slot--booked' : ''}`}
              >
                <label className="tour-slot__label">
                  <input
                    type="radio"
                    name="tour_booking_id"
                    value={slot.id}
                    checked={selected === slot.id}
                    disabled={disabled}
                    aria-describedby={seatsId}
                    onChange={() => onChoose(slot.id)}
                  />
                  <span className="tour-slot__when">{tourSlotLabel(slot)}</span>
                  {booked ? <span className="badge badge--success">{t('Booked')}</span> : null}
                </label>
                <span id={seatsId} className="tour-slot__seats">
                  {seatsText(slot)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
