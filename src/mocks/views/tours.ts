/** The tours on offer, by date, and the one tour the client booked. */
import type { Id, TourBookingAnswer } from '@/lib/api/contract';
import { db } from '../db';

export function tourBookingFor(clientId: Id): TourBookingAnswer {
  const data: TourBookingAnswer['data'] = {};
  const tours = [...db.tours].sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
  for (const tour of tours) (data[tour.date] ??= []).push({ ...tour });
  return {
    status: 200,
    data,
    selected_booking_id: db.tourBookings.find((b) => b.client_id === clientId)?.tour_id ?? null,
  };
}
