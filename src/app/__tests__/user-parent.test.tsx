import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, router, signInAs } from '@/testing/render';

describe('/user, the parent of the signed-in pages (spec A§2)', () => {
  it.each(['/user', '/user/no-such-page'])(
    'sends a visitor of %s to the login page with the redirect',
    async (path) => {
      renderApp(`${path}?x=1`);
      await findHeading('Login');
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`${path}?x=1`);
    },
  );

  it('shows a signed-in attendee the not-found page inside the signed-in frame', async () => {
    signInAs('investor');
    renderApp('/user/no-such-page');
    await findHeading('Page not found');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | London One-on-One Conference'));
    expect(router.state.location.pathname).toBe('/user/no-such-page');
  });

  it('shows a visitor of any other unknown path the public not-found page', async () => {
    renderApp('/no/such/page');
    await findHeading('Page not found');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });
});
