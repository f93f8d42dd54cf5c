/**
 * Offline, as a page shows it: the notice with the kept data's time in the attendee's zone, the
 * actions that need the server disabled with the reason in text, nothing typed lost, and all of
 * it gone again back online. The update prompt never offers a reload over an edited form.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_ACTION_REASON } from '@/components/offline-notice';
import { pinClock } from '@/lib/dates/clock';
import { resetOpenForms, watchOpenForms } from '@/lib/offline/open-forms';
import { setMockNow } from '@/mocks/clock';
import { renderApp, signInAs } from '@/testing/render';
import { updateState } from '../service-worker';
import { UPDATE_READY, UPDATE_WAITS_FOR_FORM } from '../update-prompt';
import { UpdateRegion } from '../update-region';

const REFERENCE = new Date('2025-08-20T09:00:00Z'); // 10:00 London, the demo's reference instant
const setOnline = (online: boolean) => act(() => onlineManager.setOnline(online));

afterEach(() => {
  onlineManager.setOnline(true);
  pinClock(null);
  setMockNow(null);
  updateState.set(false);
  resetOpenForms();
});

describe('offline', () => {
  it('the schedule shows the offline notice in the chosen zone and disables cancelling and e-mailing with the reason, until back online', async () => {
    pinClock(REFERENCE);
    setMockNow(REFERENCE);
    signInAs('investor');
    window.localStorage.setItem('schedule_timezone', JSON.stringify('Asia/Dubai'));
    const { queryClient } = renderApp('/user/schedule-preview');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Meeting Schedule – Mr. James Whitmore' },
      { timeout: 30_000 },
    );
    const cancel = await within(screen.getByRole('article', { name: /^Nile Delta Bank/ })).findByRole('button', {
      name: /Cancel meeting/,
    });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    setOnline(false);
    const fetchedAt = queryClient.getQueryState(['schedule', 'detail'])?.dataUpdatedAt ?? 0;
    const dubai = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dubai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(fetchedAt);
    // The notice's code comes a few seconds after the page has loaded, or when the device goes offline before that.
    expect(
      await screen.findByText(
        new RegExp(`^You are offline — showing your schedule as of ${dubai} on \\w+day \\d+ \\w+ \\(Dubai time\\)$`),
      ),
    ).toBeInTheDocument();
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
    expect(screen.getByRole('button', { name: 'Email to me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
    // What does not need the server stays available.
    expect(screen.getByRole('button', { name: 'Download calendar (.ics)' })).toBeEnabled();

    setOnline(true);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(cancel).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Email to me' })).toBeEnabled();
  });

  it('the survey keeps what was typed while its Submit waits for the network', async () => {
    const user = userEvent.setup();
    signInAs('investor');
    renderApp('/auth/my-survey');
    await screen.findByRole('heading', { level: 1, name: 'Conference Survey' }, { timeout: 30_000 });
    const comments = await screen.findByRole(
      'textbox',
      { name: 'Any other comments or suggestions?' },
      { timeout: 30_000 },
    );
    await user.type(comments, 'More coffee');

    setOnline(false);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
    await user.type(comments, ', please');
    expect(comments).toHaveValue('More coffee, please');

    setOnline(true);
    expect(submit).toBeEnabled();
    expect(screen.queryByText(OFFLINE_ACTION_REASON)).not.toBeInTheDocument();
    expect(comments).toHaveValue('More coffee, please');
  });
});

describe('update prompt', () => {
  it('offers the new version politely, and not while a form holds unsent typing', async () => {
    watchOpenForms();
    const user = userEvent.setup();
    render(
      <>
        <form onSubmit={(event) => event.preventDefault()}>
          <label>
            Remarks <input />
          </label>
          <button type="submit">Send</button>
        </form>
        <UpdateRegion />
      </>,
    );
    expect(screen.queryByText(UPDATE_READY)).not.toBeInTheDocument();
    act(() => updateState.set(true));
    expect(await screen.findByText(UPDATE_READY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload now' })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Vegetarian');
    const reload = screen.getByRole('button', { name: 'Reload now' });
    expect(reload).toBeDisabled();
    expect(reload).toHaveAccessibleDescription(UPDATE_WAITS_FOR_FORM);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload now' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE_READY)).not.toBeInTheDocument();
  });
});
