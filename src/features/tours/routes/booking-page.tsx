import { useMemo, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { SelectField, type Option } from '@/components/form/select-field';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { OfflineActionReason } from '@/components/offline-notice';
import { PageHeading } from '@/components/page-heading';
import { confirmDialog, toast } from '@/lib/alerts';
import { failureMessage } from '@/lib/api/form-errors';
import { SOMETHING_WENT_WRONG_EXCLAMATION } from '@/lib/messages';
import type { Id, TourSlot } from '@/lib/api/contract';
import { useOffline } from '@/lib/offline/online';
import { useBookTour, useTourBooking } from '../api/tour-booking';
import { formatDay, formatTime, seatsText, tourSlotLabel } from '../logic/format';
import {
  bookingBlock,
  changeTourFilter,
  emptyTourFilters,
  filterTourSlots,
  flattenTourSlots,
  isTourSlotDisabled,
  tourDays,
  tourFilterEnabled,
  tourSeatChoices,
  tourTimes,
  visibleSelection,
  type TourFilters,
} from '../logic/tour-booking';
import '../tours.css';

export const TOUR_MESSAGES = {
  success: 'Booked Successfully !',
  failure: SOMETHING_WENT_WRONG_EXCLAMATION,
} as const;

const blockHints = {
  'no-selection': 'Choose a tour slot to book.',
  'already-booked': 'You have already booked this tour. Choose another slot to change your booking.',
  loading: null,
} as const;

type StringOption = Option<string>;
type NumberOption = Option<number>;

function Filters({ slots, filters, onChange }: { slots: TourSlot[]; filters: TourFilters; onChange: (next: TourFilters) => void }) {
  const enabled = tourFilterEnabled(filters);
  const dayOptions: StringOption[] = tourDays(slots).map((d) => ({ value: d, label: formatDay(d) }));
  const timeOptions: StringOption[] = tourTimes(slots, filters.day).map((t) => ({ value: t, label: formatTime(t) }));
  const seatOptions: NumberOption[] = tourSeatChoices(slots, filters.day, filters.time).map((n) => ({
    value: n,
    label: n === 1 ? 'At least 1 seat' : `At least ${n} seats`,
  }));
  return (
    <div className="tour-filters" role="group" aria-label="Filter tours">
      <SelectField<StringOption>
        id="tour-filter-day"
        label="Day"
        options={dayOptions}
        value={dayOptions.find((o) => o.value === filters.day) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'day', o?.value ?? null))}
        isClearable
        placeholder="Any day"
      />
      <SelectField<StringOption>
        id="tour-filter-time"
        label="Time"
        options={timeOptions}
        value={timeOptions.find((o) => o.value === filters.time) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'time', o?.value ?? null))}
        isClearable
        isDisabled={!enabled.time}
        placeholder={enabled.time ? 'Any time' : 'Choose a day first'}
      />
      <SelectField<NumberOption>
        id="tour-filter-seats"
        label="Seats"
        options={seatOptions}
        value={seatOptions.find((o) => o.value === filters.seats) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'seats', o?.value ?? null))}
        isClearable
        isDisabled={!enabled.seats}
        placeholder={enabled.seats ? 'Any number of seats' : 'Choose a time first'}
      />
    </div>
  );
}

function TourSlotsForm({ slots, bookedId, busy }: { slots: TourSlot[]; bookedId: Id | null; busy: boolean }) {
  const [filters, setFilters] = useState<TourFilters>(emptyTourFilters);
  const [chosen, setChosen] = useState<Id | null>(bookedId);
  const [failure, setFailure] = useState<string | null>(null);
  const book = useBookTour();

  const shown = useMemo(() => filterTourSlots(slots, filters), [slots, filters]);
  const selected = visibleSelection(shown, chosen);
  const block = bookingBlock(selected, bookedId, busy || book.isPending);
  const hint = block ? blockHints[block] : null;
  const offline = useOffline();
  const describedBy = [hint ? 'tour-submit-hint' : '', offline ? 'tour-offline-reason' : ''].filter(Boolean).join(' ') || undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const slot = slots.find((s) => s.id === selected);
    if (!slot || block) return;
    setFailure(null);
    const answer = await confirmDialog({
      title: 'Book this tour?',
      text: `Do you want to book the tour on ${tourSlotLabel(slot)}?${bookedId !== null ? ' Your current booking will be replaced.' : ''}`,
      confirmText: 'Yes, book it',
      cancelText: 'Cancel',
    });
    if (answer !== 'confirm') return;
    try {
      await book.mutateAsync({ tour_booking_id: slot.id });
      void toast(TOUR_MESSAGES.success, 'success');
    } catch (error) {
      // The spec's one failure text; a 401 shows nothing (the attendee is sent to sign in).
      if (failureMessage(error) !== null) setFailure(TOUR_MESSAGES.failure);
    }
  };

  return (
    <form className="tour-booking" onSubmit={onSubmit} noValidate aria-busy={busy || book.isPending}>
      <Filters slots={slots} filters={filters} onChange={setFilters} />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <fieldset className="tour-slots">
        <legend className="field__label">Tour slots</legend>
        {slots.length === 0 ? (
          <p>No tours are available at the moment.</p>
        ) : shown.length === 0 ? (
          <p>No tour matches the selected filters.</p>
        ) : (
          <ul className="tour-slots__list">
            {shown.map((slot) => {
              const disabled = isTourSlotDisabled(slot, bookedId);
              const booked = slot.id === bookedId;
              const seatsId = `tour-${slot.id}-seats`;
              return (
                <li key={slot.id} className={`tour-slot${disabled ? ' tour-slot--full' : ''}${booked ? ' tour-slot--booked' : ''}`}>
                  <label className="tour-slot__label">
                    <input
                      type="radio"
                      name="tour_booking_id"
                      value={slot.id}
                      checked={selected === slot.id}
                      disabled={disabled}
                      aria-describedby={seatsId}
                      onChange={() => setChosen(slot.id)}
                    />
                    <span className="tour-slot__when">{tourSlotLabel(slot)}</span>
                    {booked ? <span className="badge badge--success">Booked</span> : null}
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
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={block !== null || offline} aria-describedby={describedBy}>
          {book.isPending ? 'Booking…' : 'Book Tour'}
        </button>
        {hint ? (
          <p id="tour-submit-hint" className="field__hint" role="status">
            {hint}
          </p>
        ) : null}
        <OfflineActionReason id="tour-offline-reason" />
      </div>
    </form>
  );
}

export function BookingPage() {
  const listing = useTourBooking();
  const slots = useMemo(() => (listing.data ? flattenTourSlots(listing.data.data) : []), [listing.data]);
  const bookedId = listing.data?.selected_booking_id ?? null;
  const booked = slots.find((s) => s.id === bookedId);

  return (
    <div className="page tours-page">
      <PageHeading>Tour Booking</PageHeading>
      <p>Join a guided tour during the conference. Filter by day, time and seats, choose a slot and book it; one booking per attendee, and a new booking replaces the previous one.</p>
      {listing.isPending ? (
        <Loader label="Loading the tours…" />
      ) : listing.isError ? (
        <LoadError title={TOUR_MESSAGES.failure} error={listing.error} onRetry={() => void listing.refetch()} />
      ) : (
        <>
          <p className="tour-current" role="status">
            {booked ? `Your booking: ${tourSlotLabel(booked)}.` : 'You have not booked a tour yet.'}
          </p>
          <TourSlotsForm key={bookedId ?? 'none'} slots={slots} bookedId={bookedId} busy={listing.isFetching} />
        </>
      )}
    </div>
  );
}
