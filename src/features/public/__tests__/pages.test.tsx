import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';
import { findHeading, renderApp, signInAs } from '@/testing/render';

const CONFERENCE_TEXT = '*/api/v1/user/auth/get-conference-text';

describe('Submit a testimonial', () => {
  it('requires every field with visible errors, then thanks without sending anything', async () => {
    // applyAccept off: the browser's file picker filter is bypassed to prove the schema rejects non-images itself.
    const user = userEvent.setup({ applyAccept: false });
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') requests.push(request.url);
    });
    renderApp('/submit-testimonial');
    await findHeading('Submit a Testimonial');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(6);
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^First Name/), 'Amal');
    await user.type(screen.getByLabelText(/^Last Name/), 'Rahman');
    await user.type(screen.getByLabelText(/^Email Address/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Message/), 'A very well organised week.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Amal');

    await user.clear(screen.getByLabelText(/^Email Address/));
    await user.type(screen.getByLabelText(/^Email Address/), 'amal@example.com');
    await user.click(screen.getByLabelText(/^Company/));
    await user.click(await screen.findByText('Fund manager'));
    await user.upload(screen.getByLabelText(/^Photo/), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The photo must be an image (JPEG, PNG, GIF or WebP)')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Photo/), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your testimonial.')).toBeInTheDocument();
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  }, 120_000);
});

describe('Important Deadlines', () => {
  pinDemoClockForEachTest();

  it('shows the conference-text deadlines with the accommodation and logo ones, each passed or to come by the clock', async () => {
    renderApp('/important-deadlines');
    await findHeading('Important Deadlines');
    const table = screen.getByRole('table');
    await within(table).findByText('Registration for presenting companies');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // The demo clock: 20 August 2025.
    expect(rows).toEqual([
      'Company logo submissionTuesday 1 July 2025Passed',
      'Registration for presenting companiesTuesday 1 July 2025Passed',
      'Accommodation bookingThursday 10 July 2025Passed',
      'Registration for investorsFriday 1 August 2025Passed',
      'Presentations submissionMonday 1 September 2025In 12 days',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('keeps every deadline in its place, the undated ones marked, with a note and a retry when the text fails', async () => {
    let fail = true;
    server.use(
      http.get(CONFERENCE_TEXT, () =>
        fail ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/important-deadlines');
    await findHeading('Important Deadlines');
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    const cell = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(cell('Accommodation booking')).toBe('Thursday 10 July 2025');
    expect(cell('Company logo submission')).toBe('Tuesday 1 July 2025');
    expect(cell('Registration for investors')).toBe('Not available');
    // The note follows the table: the rows above it do not move when it appears.
    expect(screen.getByRole('table').compareDocumentPosition(screen.getByRole('status'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cell('Registration for investors')).toBe('Friday 1 August 2025'));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());
  });
});

describe('Landing page navbar', () => {
  it('offers Sign in to visitors', async () => {
    renderApp('/landing');
    await findHeading('19th Annual London One-on-One Conference');
    const nav = screen.getByRole('navigation', { name: 'Conference sections' });
    for (const label of ['Introduction', 'Our Objectives', 'Past Speakers', 'Video Gallery', 'Upcoming Events']) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', expect.stringMatching(/^#/));
    }
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    const upcoming = document.getElementById('upcoming-events') as HTMLElement;
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(1);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Sign in' }));
    await findHeading('Login');
    // Every new-tab link says so (the sample videos are not shown as fact here: sample-content.test).
    const newTab = [...document.querySelectorAll('a[target="_blank"]')];
    expect(newTab.length).toBeGreaterThan(0);
    for (const link of newTab) expect(link.textContent).toMatch(/opens in a new tab/);
  });

  it('offers the dashboard and Logout when signed in, and logs out to the login page', async () => {
    signInAs('investor');
    const user = userEvent.setup();
    const { router } = renderApp('/landing');
    await findHeading('19th Annual London One-on-One Conference');
    const nav = screen.getByRole('navigation', { name: 'Conference sections' });
    expect(within(nav).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(screen.getByRole('link', { name: 'View my dashboard' })).toHaveAttribute('href', '/user/dashboard');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem('client')).toBeNull();
  });
});

describe('Home page banner', () => {
  it('offers a visitor Sign in and the activation of an invitation', async () => {
    renderApp('/home');
    const banner = (await findHeading('19th Annual London One-on-One Conference')).closest('section') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(within(banner).getByRole('link', { name: 'Activate your invitation' })).toHaveAttribute(
      'href',
      '/auth/registration/identify',
    );
    expect(within(banner).queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
  });

  it('offers a signed-in attendee their dashboard instead of Sign in', async () => {
    signInAs('investor');
    renderApp('/home');
    const banner = (await findHeading('19th Annual London One-on-One Conference')).closest('section') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Activate your invitation' })).not.toBeInTheDocument();
  });
});

describe('Public photo gallery', () => {
  it('shows visitors the Photo Gallery at /gallery, linked from the public navbar', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    await findHeading('19th Annual London One-on-One Conference');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Photo Gallery' }),
    );
    await findHeading('Photo Gallery');
    expect(router.state.location.pathname).toBe('/gallery');
    expect(document.getElementById('portfolio')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Dinner Party' })).toBeInTheDocument();
    expect(screen.getByText(/^236 photos, showing the first \d+$/)).toBeInTheDocument();
  });
});

describe('Hotel and accommodation', () => {
  it('joins the conference hotel text, the shuttle note and the conference rate (sold out: information-hotel.test)', async () => {
    signInAs('investor');
    renderApp('/user/hotel-assistance');
    await findHeading('Hotel and Accommodation');
    expect(screen.getByText(/negotiated rate at the conference hotel is sold out/)).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Bus Schedule' })).toHaveAttribute(
      'href',
      '/user/bus-schedule',
    );
    expect(screen.getByText(/395 GBP per night, single occupancy, including VAT and breakfast/)).toBeInTheDocument();
  });
});

describe('Useful Information', () => {
  it('shows the venue map link, agenda, deadlines and contact from the conference data', async () => {
    signInAs('presenter');
    renderApp('/user/information');
    await findHeading('Useful Information');
    expect(screen.getByRole('link', { name: /Show the venue on a map/ })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=51.5549,-0.1084',
    );
    expect(screen.getAllByText('Registration and Breakfast')).toHaveLength(4);
    expect(await screen.findByText(/Registration for investors/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'conference@londonconference.example' }).length).toBeGreaterThan(0);
  });
});

describe('Landing frame', () => {
  it('loads the static landing page with a cache-busting timestamp in a titled frame', async () => {
    renderApp('/');
    const frame = await screen.findByTitle('London One-on-One Conference: welcome page');
    expect(frame.getAttribute('src')).toMatch(/^\/landing-frame\/index\.html\?t=\d{13}$/);
  });
});

describe('Privacy Policy', () => {
  it('keeps data for the periods the spec gives: five years after the user ceases, five after a marketing opt-out, one for security data', async () => {
    renderApp('/privacy-policy');
    await findHeading('Privacy Policy');
    const table = screen.getByRole('table', { name: 'Retention periods' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Account and registration data', 'five years after you cease to be a user of the portal'],
      ['Marketing preferences and contact data used for marketing', 'five years after you opt out of marketing'],
      ['Security data (access logs, sign-in records)', 'one year'],
    ]);
  });
});

describe('Home page statistics', () => {
  it('gives 220 companies, 675 institutional investors, 252 fund managers and over 15,200 meetings', async () => {
    renderApp('/home');
    await findHeading('19th Annual London One-on-One Conference');
    const about = screen.getByRole('region', { name: 'About the conference' });
    expect(about).toHaveTextContent('This year marks the 19th annual London One-on-One Conference.');
    const figures = within(about)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual([
      '220 companies',
      '675 institutional investors',
      '252 fund managers',
      'over 15,200 meetings',
    ]);
  });
});
