/**
 * Tour booking and the bus schedule. Their pages are loaded by the route table through dynamic
 * imports; the agenda shows the attendee's booked tour from the same answer.
 */
export { tourBookingQueryOptions, useTourBooking } from './api/tour-booking';
