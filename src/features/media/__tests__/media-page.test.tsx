import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 30_000 });

const PROVIDERS = '*/api/v1/user/auth/media-providers';
const SLOTS = '*/api/v1/user/auth/media-slots';
const SUBMIT = '*/api/v1/user/auth/submit-media-interview';

type User = ReturnType<typeof userEvent.setup>;

async function openPage(role: 'investor' | 'presenter') {
  signInAs(role);
  const user = userEvent.setup();
  renderApp('/user/media');
  await findHeading('Media Interviews');
  // Options arrive before the survey can be sent.
  await screen.findByText('You may choose several providers.');
  await screen.findByText('Slots are grouped by day; times are London time.');
  return user;
}

const providersInput = () => screen.getByLabelText(/^Media providers/);
const slotsInput = () => screen.getByLabelText(/^Interview slots/);
const chosenLabels = () => [...document.querySelectorAll('.rs__multi-value__label')].map((node) => node.textContent);
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function choose(user: User, input: HTMLElement, option: string) {
  await user.click(input);
  await user.keyboard('{ArrowDown}');
  await user.click(await screen.findByRole('option', { name: option }));
}

function captureSubmits() {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.includes('/auth/submit-media-interview'))
      bodies.push(await request.clone().json());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

describe('Media interviews page', () => {
  it('shows the survey, the press coverage and the gallery', async () => {
    await openPage('investor');
    expect(screen.getByRole('group', { name: /Would you like a media interview\?/ })).toBeInTheDocument();
    // Below the survey, in a chunk of its own that follows the first render.
    const press = await screen.findByRole('region', { name: 'Press Coverage' });
    const links = within(press).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(press).getByText('The Financial Daily')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Photo Gallery' });
    const images = within(gallery).getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const img of images) {
      expect(img.getAttribute('alt')?.trim()).toBeTruthy();
      expect(img.getAttribute('src')).toMatch(/^\/media\/.+\.(svg|png)$/);
    }
  });

  it('keeps submit disabled until answered, and the choices disabled unless yes', async () => {
    const user = await openPage('investor');
    expect(submitButton()).toBeDisabled();
    expect(providersInput()).toBeDisabled();
    expect(slotsInput()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(providersInput()).toBeEnabled();
    expect(slotsInput()).toBeEnabled();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Choose at least one media provider and one slot to submit.')).toBeInTheDocument();

    await choose(user, providersInput(), 'Global Markets TV');
    expect(submitButton()).toBeDisabled();
    await choose(user, slotsInput(), 'Tuesday 9 September 2025, 12:40 (London time)');
    expect(submitButton()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(providersInput()).toBeDisabled();
    expect(slotsInput()).toBeDisabled();
    expect(submitButton()).toBeEnabled();
  });

  it('groups the slots by date', async () => {
    const user = await openPage('investor');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(slotsInput());
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Tuesday 9 September 2025')).toBeInTheDocument();
    expect(within(listbox).getByText('Wednesday 10 September 2025')).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  });

  it('does not offer the colleagues question to an investor', async () => {
    await openPage('investor');
    expect(screen.queryByRole('checkbox', { name: /colleagues/ })).not.toBeInTheDocument();
  });

  it('submits a presenter yes with colleagues, shows the toast, then stays disabled until a change', async () => {
    const bodies = captureSubmits();
    const user = await openPage('presenter');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await choose(user, providersInput(), 'Global Markets TV');
    await choose(user, providersInput(), 'The Financial Daily');
    await choose(user, slotsInput(), 'Wednesday 10 September 2025, 13:10 (London time)');
    await user.click(screen.getByRole('checkbox', { name: 'Apply my answers to my colleagues as well' }));
    await user.click(submitButton());

    expect(await screen.findByText('Media Survey Submitted Successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { media_interview: true, media_provider_ids: [1, 3], media_slot_ids: [804], with_colleagues: true },
    ]);
    expect(db.mediaSubmissions.find((s) => s.client_id === 1101)).toMatchObject({
      media_slot_ids: [804],
      with_colleagues: true,
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(screen.getByText('Your answers have been submitted. Change an answer to submit again.')).toBeInTheDocument();

    await choose(user, slotsInput(), 'Tuesday 9 September 2025, 12:40 (London time)');
    expect(submitButton()).toBeEnabled();
  });

  it('sends an investor no with empty lists and without colleagues', async () => {
    const bodies = captureSubmits();
    const user = await openPage('investor');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await choose(user, providersInput(), 'Gulf Business Radio');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(submitButton());
    expect(await screen.findByText('Media Survey Submitted Successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { media_interview: false, media_provider_ids: [], media_slot_ids: [], with_colleagues: false },
    ]);
  });

  it('disables submit while sending', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(SUBMIT, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 200, message: 'ok' });
      }),
    );
    const user = await openPage('investor');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled());
    release();
    expect(await screen.findByText('Media Survey Submitted Successfully!')).toBeInTheDocument();
  });

  it.each([
    [
      'a 422',
      () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'Please select at least one slot.',
            errors: { media_slot_ids: ['Please select at least one slot.'] },
          },
          { status: 422 },
        ),
    ],
    ['a 500', () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows "Something Went Wrong!" on %s and keeps the answers', async (_label, resolver) => {
    server.use(http.post(SUBMIT, resolver));
    const user = await openPage('presenter');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await choose(user, providersInput(), 'Global Markets TV');
    await choose(user, slotsInput(), 'Tuesday 9 September 2025, 12:40 (London time)');
    await user.click(submitButton());
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(chosenLabels()).toEqual(['Global Markets TV', 'Tuesday 9 September 2025, 12:40 (London time)']);
    expect(submitButton()).toBeEnabled();
  });
});

describe('Media interviews page: loading the provider and slot lists', () => {
  it('shows a loader while the provider and slot lists load, and removes it when they arrive', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then left to the mock backend's own answer.
    server.use(
      http.get(PROVIDERS, async () => {
        await held;
      }),
    );
    signInAs('investor');
    renderApp('/user/media');
    await findHeading('Media Interviews');
    const label = await screen.findByText('Loading the media providers and interview slots…');
    expect(label.closest('[role="status"]')).not.toBeNull();
    release();
    await waitFor(() =>
      expect(screen.queryByText('Loading the media providers and interview slots…')).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('You may choose several providers.')).toBeInTheDocument();
  });

  it('says when the provider and slot lists failed, offers a retry, and keeps the form usable', async () => {
    server.use(
      http.get(PROVIDERS, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })),
      http.get(SLOTS, () => HttpResponse.error()),
    );
    signInAs('investor');
    const user = userEvent.setup();
    renderApp('/user/media');
    await findHeading('Media Interviews');
    expect(await screen.findByText('No media providers are available at the moment.')).toBeInTheDocument();
    expect(await screen.findByText('No interview slots are available at the moment.')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the media providers and interview slots.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(submitButton()).toBeEnabled();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
