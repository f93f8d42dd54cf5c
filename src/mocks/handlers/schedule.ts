/**
 * Shell, dashboard and schedule: conference text, colleagues, the
 * dashboard's preference companies, schedules per role, investor meeting
 * cancellation, schedule e-mail and PDF, and the calendar authorisation code (§7).
 */
import { londonDateTime } from '../clock';
import { db } from '../db';
import { pdfResponse } from '../pdf';
import {
  colleaguesOf,
  findClient,
  findConfClientByClient,
  meetingSlot,
  scheduleFor,
  selectedPreferenceCompanies,
} from '../views';
import {
  errorResponse,
  fieldError,
  forbidden,
  idList,
  int,
  listError,
  ok,
  readBody,
  requireInvestor,
  route,
  str,
} from './utils';

const NOT_CANCELLABLE = 'This meeting can no longer be cancelled.';

export const scheduleHandlers = [
  route('get', 'auth/get-conference-text', 'P', () =>
    ok({ status: 200, conference: structuredClone(db.conferenceText) }),
  ),

  route('get', 'auth/get-colleagues', 'T', ({ caller }) =>
    ok({ status: 200, colleagues: colleaguesOf(caller.client) }),
  ),

  route('get', 'auth/preferences/client/companies', 'T', ({ url, caller }) => {
    const clientId = int(url.searchParams.get('client_id'));
    if (clientId !== null && clientId !== caller.client.id) return forbidden();
    return ok({ status: 200, companies: selectedPreferenceCompanies(caller.client.id) });
  }),

  route('get', 'auth/get-schedule', 'T', ({ caller }) => {
    if (!db.settings.schedule_available) return fieldError('schedule', 'The schedule is not available yet.');
    return ok(scheduleFor(caller.client));
  }),

  route('get', 'auth/investor-cancellation-date', 'T', () =>
    ok({ status: 200, allow_investor_cancellation_date: db.investorCancellationDate }),
  ),

  route('post', 'auth/cancel-investor-meeting', 'T', async ({ request, caller }) => {
    requireInvestor(caller);
    const body = await readBody(request);
    const clientId = int(body.client_id);
    if (clientId !== null && clientId !== caller.client.id) return forbidden();
    const meetingId = int(body.meeting_id);
    const meeting = db.meetings.find((m) => m.id === meetingId);
    const attendance = meeting?.attendees.find((a) => a.client_id === caller.client.id);
    const slot = meeting ? meetingSlot(meeting) : undefined;
    if (!meeting || !attendance || !slot) return fieldError('meeting_id', 'The selected meeting id is invalid.');
    const now = londonDateTime();
    const ended = `${slot.date} ${slot.end_time}` <= now;
    if (attendance.has_attend || ended || now < db.investorCancellationDate) {
      return fieldError('meeting_id', NOT_CANCELLABLE);
    }
    const colleagueIds = idList(body.colleagues);
    const sameCompanyAttendees = meeting.attendees
      .filter((a) => a.client_id !== caller.client.id)
      .filter((a) => findClient(a.client_id)?.company_id === caller.client.company_id)
      .map((a) => a.client_id);
    if (colleagueIds.some((id) => !sameCompanyAttendees.includes(id))) {
      return fieldError('colleagues', 'The selected colleagues are invalid.');
    }
    const leaving = new Set([caller.client.id, ...colleagueIds]);
    meeting.attendees = meeting.attendees.filter((a) => !leaving.has(a.client_id));
    return ok({ status: 200, message: 'The meeting has been cancelled.' });
  }),

  route('post', 'auth/send-schedule', 'T', ({ caller }) => {
    db.outbox.push({
      to: caller.client.email,
      subject: `Your schedule – ${db.conference.name}`,
      body: 'Schedule attached (schedule.pdf).',
      sent_at: londonDateTime(),
    });
    return ok({ status: 200, message: `Your schedule has been sent to ${caller.client.email}.` });
  }),

  route('get', 'files/auth/download-schedule', 'P', ({ url }) => {
    const clientId = int(url.searchParams.get('client_id'));
    const client = clientId !== null ? findClient(clientId) : undefined;
    if (!client || !findConfClientByClient(client.id)) return errorResponse(404, 'Schedule not found.');
    const answer = scheduleFor(client);
    const lines = [answer.title, db.conference.name, ''];
    for (const [date, slots] of Object.entries(answer.schedule)) {
      lines.push(date);
      for (const slot of slots) {
        const what = slot.type === 1 ? slot.name : slot.company?.name;
        lines.push(
          `  ${slot.start_time.slice(0, 5)}-${slot.end_time.slice(0, 5)}  ${what ?? ''}  ${slot.room_number ?? ''}`,
        );
      }
    }
    if (Object.keys(answer.schedule).length === 0) lines.push('Schedule not prepared yet.');
    return pdfResponse('schedule.pdf', lines);
  }),

  route('post', 'auth/outlook-authorization-code', 'T', async ({ request }) => {
    const body = await readBody(request);
    const code = str(body.code);
    // A PKCE verifier (RFC 7636: 43-128 unreserved characters) stands in for the client secret.
    const verifier = str(body.code_verifier);
    const proof = (verifier && /^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) || str(body.client_secret);
    if (!code || !proof || body.grant_type !== 'authorization_code' || code.toLowerCase().includes('invalid')) {
      return listError('code', 'The authorization code is invalid or expired.');
    }
    return ok({ status: 200, message: 'Your meetings will be synced with your Outlook calendar.' });
  }),
];
