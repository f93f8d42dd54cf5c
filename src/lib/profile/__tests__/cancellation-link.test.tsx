import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { cancellationLink } from '../conference-text';

const CANCELLATION_URL = '*/api/v1/user/auth/get-cancellation-url';
const LINK_NAME = "Can't join anymore? Cancel your application";

describe('the side menu cancellation link (auth/get-cancellation-url)', () => {
  it('is a path of the portal or a web address, nothing else', () => {
    expect(cancellationLink('/auth/registration/mail/action/cancellation?cancelation_token=t')).toBe(
      '/auth/registration/mail/action/cancellation?cancelation_token=t',
    );
    expect(cancellationLink(' https://portal.example/x ')).toBe('https://portal.example/x');
    for (const value of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'no address',
      12,
      null,
    ]) {
      expect(cancellationLink(value)).toBeNull();
    }
  });

  // A case the fuzz suite found (src/testing/fuzz): a script address in the answer became the link's href.
  it('shows no link when the answer gives a script address', async () => {
    server.use(
      http.get(CANCELLATION_URL, () =>
        HttpResponse.json({ status: 200, cancellation_url: 'javascript:window.__fuzzPwned=1' }),
      ),
    );
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument());
    expect(within(menu).queryByRole('link', { name: LINK_NAME })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:" i]')).toBeNull();
  });
});
