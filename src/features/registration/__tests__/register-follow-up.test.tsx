import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render';
import { findPageHeading, identifyAs, pinDemoClockForEachTest, recordBodies } from '@/testing/registration-flows';
import { fillInvestorSignup } from './helpers';

/**
 * The sign-up is saved once the server answered it with a token; the user record read after it
 * (`me`) only refreshes what is stored. Its failure must not turn a saved registration into
 * "Something Went Wrong" on a form that invites a second submit.
 */
describe('Sign-up saved, follow-up `me` read failed', { timeout: 120_000 }, () => {
  // The demo's reference instant, before the slot cut-off (contract §12.1): after it an investor's slots are locked.
  pinDemoClockForEachTest();
  it.each([
    ['a 500', () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
  ])('after %s from me, the investor goes on to their next page signed in', async (_, answer) => {
    await identifyAs('INV-INVESTOR-01');
    const signups = recordBodies('auth/signup');
    let meCalls = 0;
    server.use(
      http.get('*/api/v1/user/me', () => {
        meCalls += 1;
        return answer();
      }),
    );
    const { router } = renderApp('/auth/registration/signup');
    await findPageHeading('Registration');
    const user = await fillInvestorSignup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/preferences'), { timeout: 30_000 });
    // The registration form is gone (no second submit on offer) and no failure was shown.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
    expect(meCalls).toBe(1);
    expect(signups).toHaveLength(1);
    // Signed in with the sign-up's token and the person the registration already knew.
    const stored = JSON.parse(window.localStorage.getItem('client') ?? 'null');
    expect(stored).toMatchObject({ api_token: 'demo-token-client-1002', client_id: 1002, first_name: 'Hannah' });
    expect(window.localStorage.getItem('first_time')).toBe('0');
    for (const key of ['lists', 'timer', 'registration_form', 'presenter_mates'])
      expect(window.localStorage.getItem(key)).toBeNull();
  });
});
