import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchedClient, renderWithClient } from '@/testing/prefetch';
import { signInAs } from '@/testing/render';
import { MediaPage, prefetchPageData } from '../routes/media-page';

/** When the press coverage and photos' module is first loaded (its own chunk in a build). */
const extras = vi.hoisted(() => ({ loaded: false }));
vi.mock('../components/media-extras', async (importOriginal) => {
  extras.loaded = true;
  return importOriginal();
});

describe('Media interviews page — what is below the survey', () => {
  it('asks for its code only once the first screen has been painted, then shows it in place of its loading card', async () => {
    signInAs('investor');
    const client = await prefetchedClient(prefetchPageData);
    // Frames are painted only when the test says so.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderWithClient(<MediaPage />, '/user/media', client);
    // The first render: the survey and a loading card; with no frame painted yet, nothing is asked for.
    expect(screen.getByRole('heading', { level: 2, name: 'Media Interview Survey' })).toBeInTheDocument();
    expect(screen.getByText('Loading the press coverage and photos…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(extras.loaded).toBe(false);

    for (const callback of frames.splice(0)) callback(performance.now());

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Press Coverage' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(extras.loaded).toBe(true);
    expect(screen.queryByText('Loading the press coverage and photos…')).not.toBeInTheDocument();
  });
});
