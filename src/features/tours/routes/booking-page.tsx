import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { useT } from '@/i18n/i18n';
import { tourBookingQueryOptions, useTourBooking } from '../api/tour-booking';
import { TourSlotsForm } from '../components/tour-slots-form';
import { tourSlotLabel } from '../logic/format';
import { flattenTourSlots } from '../logic/tour-booking';
import { TOUR_MESSAGES } from '../messages';
import '../tours.css';

/**
 * Asks for the tour slots and the attendee's booking before the page first renders (start-up
 * calls this for a signed-in attendee while the profile is still on its way): the listing needs
 * nothing from the profile, so the page finds it already loading or loaded.
 */
export function prefetchPageData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(tourBookingQueryOptions());
}

export function BookingPage() {
  const t = useT();
  const listing = useTourBooking();
  const slots = useMemo(() => (listing.data ? flattenTourSlots(listing.data.data) : []), [listing.data]);
  const bookedId = listing.data?.selected_booking_id ?? null;
  const booked = slots.find((s) => s.id === bookedId);
  const loadError = listing.isError ? (
    <LoadError title={t(TOUR_MESSAGES.failure)} error={listing.error} onRetry={() => void listing.refetch()} />
  ) : null;

  return (
    <div className="page tours-page">
      <PageHeading>{t('Tour Booking')}</PageHeading>
      <p>
        {t(
          'Join a guided tour during the conference. Filter by day, time and seats, choose a slot and book it; one booking per attendee, and a new booking replaces the previous one.',
        )}
      </p>
      {listing.isPending ? (
        <Loader label={t('Loading the tours…')} />
      ) : listing.data === undefined ? (
        loadError
      ) : (
        <>
          {/* A later read that failed leaves the tours, and the slot chosen, as they are. */}
          {loadError}
          <p className="tour-current" role="status">
            {booked
              ? t('Your booking: {slot}.', { slot: tourSlotLabel(booked) })
              : t('You have not booked a tour yet.')}
          </p>
          <TourSlotsForm key={bookedId ?? 'none'} slots={slots} bookedId={bookedId} busy={listing.isFetching} />
        </>
      )}
    </div>
  );
}
