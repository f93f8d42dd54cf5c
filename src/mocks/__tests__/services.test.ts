// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  MediaSlotsAnswer,
  MySurveyAnswer,
  RegisteredCompaniesAnswer,
  TourBookingAnswer,
  VerifyCancellationTokenAnswer,
} from '@/lib/api/contract';
import { apiUrl, call, INVESTOR_TOKEN, PRESENTER_TOKEN, startMockBackend } from './api';

startMockBackend();

const seats = (answer: TourBookingAnswer) =>
  Object.fromEntries(
    Object.values(answer.data)
      .flat()
      .map((t) => [t.id, t.remaining_seats]),
  );

describe('tour booking', () => {
  it('books one tour per client and releases the old seat', async () => {
    const before = await call<TourBookingAnswer>('auth/tour-booking', { token: PRESENTER_TOKEN });
    expect(before.body.selected_booking_id).toBe(903);
    expect(seats(before.body)).toEqual({ 901: 6, 902: 0, 903: 14, 904: 11 });

    const full = await call<ErrorBody>('auth/tour-booking', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { tour_booking_id: 902 },
    });
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ tour_booking_id: ['No seats remaining for this tour.'] });

    const moved = await call('auth/tour-booking', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { tour_booking_id: 901 },
    });
    expect(moved.body).toEqual({ status: 200, message: 'Booked Successfully !' });
    const after = await call<TourBookingAnswer>('auth/tour-booking', { token: PRESENTER_TOKEN });
    expect(after.body.selected_booking_id).toBe(901);
    expect(seats(after.body)).toEqual({ 901: 5, 902: 0, 903: 15, 904: 11 });

    const investor = await call<TourBookingAnswer>('auth/tour-booking', { token: INVESTOR_TOKEN });
    expect(investor.body.selected_booking_id).toBeNull();
  });
});

describe('companies and files', () => {
  it('splits confirmed companies by presentation', async () => {
    const { body } = await call<RegisteredCompaniesAnswer>('general/registerd-companies');
    expect(body.companies).toHaveLength(10);
    expect(body.no_presentations_companies.map((c) => c.id)).toEqual([510, 511]);
    expect(body.companies[0].name).toBe('Atlas Cement');
    expect(body.companies.find((c) => c.id === 509)?.uploads).toEqual([
      { id: 3108, presentation: 'bahrain-digital-payments-presentation-2025.pdf', profile: null },
    ]);
  });

  it('downloads a presentation, 404 for a missing file', async () => {
    const ok = await fetch(
      apiUrl('files/general/download-file', { company_id: 501, file_type: 'presentation', record_id: 3101 }),
    );
    expect(ok.headers.get('Content-Disposition')).toBe('attachment; filename="nile-delta-bank-presentation-2025.pdf"');
    const missing = await fetch(
      apiUrl('files/general/download-file', { company_id: 509, file_type: 'profile', record_id: 3108 }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'File not found.' });
  });

  it('serves the maps script', async () => {
    const res = await fetch(apiUrl('google-maps-script'));
    expect(res.headers.get('Content-Type')).toContain('application/javascript');
    expect(await res.text()).toBe('window.__mapsScriptLoaded = true;');
  });
});

describe('survey and media', () => {
  it('stores survey answers and shows them again', async () => {
    const before = await call<MySurveyAnswer>('auth/my-survey', { token: INVESTOR_TOKEN });
    expect(before.body.survey.map((q) => q.id)).toEqual([1, 2, 3, 4]);
    expect(before.body.companies.map((c) => c.id)).toEqual([501, 503, 507]);
    const submit = await call('auth/my-survey', {
      method: 'POST',
      token: INVESTOR_TOKEN,
      body: {
        answers: [
          { question_id: 1, answer: 'Excellent' },
          { question_id: 2, answer: 'Good' },
          { question_id: 3, answer: 'Yes' },
          { question_id: 4, answer: null },
        ],
        companies_answers: [{ company_id: 501, question_id: 14, answer: 'Clear guidance on margins.' }],
      },
    });
    expect(submit.body).toEqual({ status: 200, message: 'Thank you, your survey has been submitted successfully.' });
    const after = await call<MySurveyAnswer>('auth/my-survey', { token: INVESTOR_TOKEN });
    expect(after.body.survey[0].answer).toBe('Excellent');
    expect(after.body.companies[0].questions[3].answer).toBe('Clear guidance on margins.');
    const presenter = await call<MySurveyAnswer>('auth/my-survey', { token: PRESENTER_TOKEN });
    expect(presenter.body.companies).toEqual([]);
  });

  it('groups media slots and validates the media form', async () => {
    const slots = await call<MediaSlotsAnswer>('auth/media-slots', { token: PRESENTER_TOKEN });
    expect(Object.keys(slots.body.media_slots)).toEqual(['2025-09-09', '2025-09-10']);
    const bad = await call<ErrorBody>('auth/submit-media-interview', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { media_interview: true, media_provider_ids: [1], media_slot_ids: [], with_colleagues: false },
    });
    expect(bad.body.errors).toEqual({ media_slot_ids: ['Please select at least one slot.'] });
    const good = await call('auth/submit-media-interview', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { media_interview: true, media_provider_ids: [1, 3], media_slot_ids: [801], with_colleagues: true },
    });
    expect(good.body).toEqual({ status: 200, message: 'Media survey submitted successfully.' });
  });
});

describe('invitation cancellation', () => {
  it('verifies the token, cancels, then refuses the token and the data set', async () => {
    const url = await call<{ cancellation_url: string }>('auth/get-cancellation-url', { token: PRESENTER_TOKEN });
    expect(url.body.cancellation_url).toMatch(
      /^http:\/\/localhost(:\d+)?\/auth\/registration\/mail\/action\/cancellation\?cancelation_token=cancel-token-ok$/,
    );
    const body = { cancelation_token: 'cancel-token-ok', client_id: 1101 };
    const verify = await call<VerifyCancellationTokenAnswer>('auth/verify-cancellation-token', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body,
    });
    expect(verify.body.conference).toEqual({ id: 14, name: '19th Annual London One-on-One' });
    const cancel = await call('auth/cancel-invitation', { method: 'POST', token: PRESENTER_TOKEN, body });
    expect(cancel.body).toEqual({ status: 200, message: 'Your registration has been cancelled.' });
    const again = await call<ErrorBody>('auth/verify-cancellation-token', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body,
    });
    expect(again.body.errors).toEqual({ cancelation_token: ['This cancellation link is invalid or has expired.'] });
    const data = await call<ErrorBody>('auth/get-required-data-update-profile', { token: PRESENTER_TOKEN });
    expect(data.body.errors).toEqual([{ name: 'client', message: 'Your registration has been cancelled.' }]);
  });
});
