import { useMemo, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { OfflineActionReason } from '@/components/offline-notice';
import { t, tText, useT } from '@/i18n/i18n';
import { confirmDialog, toast } from '@/lib/alerts';
import { failureMessage } from '@/lib/api/form-errors';
import type { Id, TourSlot } from '@/lib/api/contract';
import { useOffline } from '@/lib/offline/online';
import { useBookTour } from '../api/book-tour';
import { tourSlotLabel } from '../logic/format';
import {
  bookingBlock,
  emptyTourFilters,
  filterTourSlots,
  visibleSelection,
  type TourFilters,
} from '../logic/tour-booking';
import { TOUR_BLOCK_HINTS, TOUR_MESSAGES } from '../messages';
import { TourFilterBar } from './tour-filters';
import { TourSlotList } from './tour-slot-list';

/** The filters, the slots they show and the Book Tour button, which asks for confirmation first. */
export function TourSlotsForm({ slots, bookedId, busy }: { slots: TourSlot[]; bookedId: Id | null; busy: boolean }) {
  const [filters, setFilters] = useState<TourFilters>(emptyTourFilters);
  const [chosen, setChosen] = useState<Id | null>(bookedId);
  useT();
  const [failure, setFailure] = useState<typeof TOUR_MESSAGES.failure | null>(null);
  const book = useBookTour();

  const shown = useMemo(() => filterTourSlots(slots, filters), [slots, filters]);
  const selected = visibleSelection(shown, chosen);
  const block = bookingBlock(selected, bookedId, busy || book.isPending);
  const hint = block ? TOUR_BLOCK_HINTS[block] : null;
  const offline = useOffline();
  const describedBy =
    [hint ? 'tour-submit-hint' : '', offline ? 'tour-offline-reason' : ''].filter(Boolean).join(' ') || undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const slot = slots.find((s) => s.id === selected);
    if (!slot || block) return;
    setFailure(null);
    const answer = await confirmDialog({
      title: t('Book this tour?'),
      text:
        t('Do you want to book the tour on {slot}?', { slot: tourSlotLabel(slot) }) +
        (bookedId !== null ? ` ${t('Your current booking will be replaced.')}` : ''),
      confirmText: t('Yes, book it'),
      cancelText: t('Cancel'),
    });
    if (answer !== 'confirm') return;
    try {
      await book.mutateAsync({ tour_booking_id: slot.id });
      void toast(t(TOUR_MESSAGES.success), 'success');
    } catch (error) {
      // The spec's one failure text; a 401 shows nothing (the attendee is sent to sign in).
      if (failureMessage(error) !== null) setFailure(TOUR_MESSAGES.failure);
    }
  };

  return (
    <form className="tour-booking" onSubmit={onSubmit} noValidate aria-busy={busy || book.isPending}>
      <TourFilterBar slots={slots} filters={filters} onChange={setFilters} />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TourSlotList slots={slots} shown={shown} bookedId={bookedId} selected={selected} onChoose={setChosen} />
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={block !== null || offline}
          data-opens-dialog
          aria-describedby={describedBy}
        >
          {book.isPending ? t('Booking…') : t('Book Tour')}
        </button>
        {hint ? (
          <p id="tour-submit-hint" className="field__hint" role="status">
            {tText(hint)}
          </p>
        ) : null}
        <OfflineActionReason id="tour-offline-reason" />
      </div>
    </form>
  );
}
