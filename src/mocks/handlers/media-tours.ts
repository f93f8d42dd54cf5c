/** Media interviews (providers, slots, booking) and tour booking (§11.1–11.5). */
import type { MediaSlotsAnswer } from '@/lib/api/contract';
import { db } from '../db';
import { tourBookingFor } from '../views';
import { bool, ErrorCollector, fieldError, idList, int, ok, readBody, route, validationError } from './utils';

export const mediaToursHandlers = [
  route('get', 'auth/media-providers', 'T', () =>
    ok({ status: 200, media_providers: structuredClone(db.mediaProviders) }),
  ),

  route('get', 'auth/media-slots', 'T', () => {
    const media_slots: MediaSlotsAnswer['media_slots'] = {};
    const slots = [...db.mediaSlots].sort(
      (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
    );
    for (const slot of slots) (media_slots[slot.date] ??= []).push({ ...slot });
    return ok({ status: 200, media_slots });
  }),

  route('post', 'auth/submit-media-interview', 'T', async ({ request, caller }) => {
    const body = await readBody(request);
    const errors = new ErrorCollector();
    const mediaInterview = bool(body.media_interview);
    const providerIds = idList(body.media_provider_ids);
    const slotIds = idList(body.media_slot_ids);
    if (mediaInterview === null) errors.add('media_interview', 'This question is mandatory');
    if (mediaInterview) {
      if (providerIds.length === 0) errors.add('media_provider_ids', 'Please select at least one provider.');
      else if (providerIds.some((id) => !db.mediaProviders.some((p) => p.id === id))) {
        errors.add('media_provider_ids', 'The selected media provider is invalid.');
      }
      if (slotIds.length === 0) errors.add('media_slot_ids', 'Please select at least one slot.');
      else if (slotIds.some((id) => !db.mediaSlots.some((s) => s.id === id))) {
        errors.add('media_slot_ids', 'The selected media slot is invalid.');
      }
    }
    if (!errors.empty) return validationError(errors.errors);
    const submission = {
      client_id: caller.client.id,
      media_interview: mediaInterview === true,
      media_provider_ids: mediaInterview ? providerIds : [],
      media_slot_ids: mediaInterview ? slotIds : [],
      with_colleagues: caller.client.client_type_id === 4 && body.with_colleagues === true,
    };
    db.mediaSubmissions = [...db.mediaSubmissions.filter((s) => s.client_id !== caller.client.id), submission];
    return ok({ status: 200, message: 'Media survey submitted successfully.' });
  }),

  route('get', 'auth/tour-booking', 'T', ({ caller }) => ok(tourBookingFor(caller.client.id))),

  route('post', 'auth/tour-booking', 'T', async ({ request, caller }) => {
    const body = await readBody(request);
    const tourId = int(body.tour_booking_id);
    const tour = db.tours.find((t) => t.id === tourId);
    if (!tour) return fieldError('tour_booking_id', 'The selected tour booking id is invalid.');
    const current = db.tourBookings.find((b) => b.client_id === caller.client.id);
    if (current?.tour_id === tour.id) return ok({ status: 200, message: 'Booked Successfully !' });
    if (tour.remaining_seats <= 0) return fieldError('tour_booking_id', 'No seats remaining for this tour.');
    if (current) {
      const previous = db.tours.find((t) => t.id === current.tour_id);
      if (previous) previous.remaining_seats = Math.min(previous.available_seats, previous.remaining_seats + 1);
      current.tour_id = tour.id;
    } else {
      db.tourBookings.push({ client_id: caller.client.id, tour_id: tour.id });
    }
    tour.remaining_seats -= 1;
    return ok({ status: 200, message: 'Booked Successfully !' });
  }),
];
