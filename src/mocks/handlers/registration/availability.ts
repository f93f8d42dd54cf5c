/** Slot availability: the slots grouped by day group, how full each slot is, and the cut-off date. */
import { db } from '../../db';
import { findClient, findConfClientByClient, groupedSlots, slotsAttendance } from '../../views';
import { errorResponse, fieldError, int, ok, route } from '../utils';

export const availabilityHandlers = [
  route('get', 'auth/get-grouped-slots', 'R', ({ url }) => {
    const clientId = int(url.searchParams.get('client_id'));
    if (clientId === null || !findClient(clientId) || !findConfClientByClient(clientId)) {
      return fieldError('client_id', 'The selected client id is invalid.');
    }
    return ok({ status: 200, data: groupedSlots() });
  }),

  route('get', 'auth/slots-attendance-percentage/:conferenceId', 'R', ({ params, caller }) => {
    if (params.conferenceId !== String(db.conference.id)) return errorResponse(404, 'Conference not found.');
    return ok(slotsAttendance(caller.kind === 'token' ? caller.client.company_id : null));
  }),

  route('post', 'auth/cut-off-date', 'R', () => ok({ status: 200, cut_off_date: db.conference.cut_off_date })),
];
