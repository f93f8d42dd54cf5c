import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';

// The survey's checks come in a chunk of their own; here that download fails (offline, a replaced deployment).
vi.mock('../logic/media-survey-checks', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Media survey whose checks cannot be downloaded', () => {
  it('sends nothing, says so above the form and keeps the answer', async () => {
    const posts: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST') posts.push(request.url);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    signInAs('investor');
    const user = userEvent.setup();
    renderApp('/user/media');
    await screen.findByRole('heading', { level: 1, name: 'Media Interviews' }, { timeout: 30_000 });
    await screen.findByText('You may choose several providers.');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await waitFor(() => expect(posts.filter((url) => url.includes('submit-media-interview'))).toEqual([]));
  });
});
