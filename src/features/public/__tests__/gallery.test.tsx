import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithProviders, signInAs } from '@/testing/render';
import { PhotoGallery } from '../components/photo-gallery';

// Role queries over hundreds of thumbnails are slow in a test document; the grid's buttons are read directly.
const thumbs = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.photo-gallery__grid button'));

describe('Photo gallery', () => {
  it('filters by group with pressed toggle buttons, each filter starting with its first page of photos', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery offline={false} />);
    const all = screen.getByRole('button', { name: 'show all' });
    const main = screen.getByRole('button', { name: 'Main Session' });
    const dinner = screen.getByRole('button', { name: 'Dinner Party' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs()).toHaveLength(24);
    expect(screen.getByText('236 photos, showing the first 24')).toBeInTheDocument();

    await user.click(main);
    expect(main).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(thumbs()).toHaveLength(24);
    expect(screen.getByText('90 photos, showing the first 24')).toBeInTheDocument();
    expect(
      thumbs().every((b) => /^Main Session, photo \d+$/.test(b.querySelector('img')?.getAttribute('alt') ?? '')),
    ).toBe(true);

    await user.click(dinner);
    expect(screen.getByText('146 photos, showing the first 24')).toBeInTheDocument();

    await user.click(all);
    expect(thumbs()).toHaveLength(24);
  }, 120_000);

  it('adds the photos page by page with "Show more photos" (where scrolling cannot be watched) until all are shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery offline={false} />);
    await user.click(screen.getByRole('button', { name: 'Main Session' }));
    await user.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(thumbs()).toHaveLength(48);
    await user.click(screen.getByRole('button', { name: 'Show more photos' }));
    await user.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(thumbs()).toHaveLength(90);
    expect(screen.getByText('90 photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more photos' })).not.toBeInTheDocument();
  }, 120_000);

  it('adds the next page when the end of the grid comes into view', async () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithProviders(<PhotoGallery offline={false} />);
    expect(thumbs()).toHaveLength(24);
    act(() => seen?.([{ isIntersecting: true }]));
    expect(thumbs()).toHaveLength(48);
  });

  it('shows square lazy thumbnails from the file host', () => {
    renderWithProviders(<PhotoGallery offline={false} />);
    const img = thumbs()[0].querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('width', '350');
    expect(img).toHaveAttribute('height', '350');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toMatch(/\/conference\/89\/gallery\/web\/1\.jpg$/);
  });

  it('opens the lightbox, steps with buttons and arrow keys, and closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery offline />);
    await user.click(screen.getByRole('button', { name: 'Dinner Party' }));
    await user.click(screen.getByAltText('Dinner Party, photo 13'));
    const dialog = screen.getByRole('dialog', { name: 'Dinner Party, photo 13' });
    expect(within(dialog).getByText('Image 13 of 146')).toBeInTheDocument();
    expect(within(dialog).getByAltText('Dinner Party, photo 13')).toHaveAttribute('width', '700');

    await user.click(within(dialog).getByRole('button', { name: /Next photo/ }));
    expect(screen.getByRole('dialog', { name: 'Dinner Party, photo 48' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Dinner Party, photo 49' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Dinner Party, photo 13' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 120_000);

  // Escape closes it through the dialog's cancel event, which the test document does not send (public.spec.ts presses it in a browser).
  it('gives the focus back, on closing, to the thumbnail of the photo last shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery offline />);
    await user.click(screen.getByAltText('Main Session, photo 24'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Main Session, photo 25' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Photo 25 was beyond the first page: its page is listed so that its thumbnail takes the focus.
    await waitFor(() => expect(screen.getByAltText('Main Session, photo 25').closest('button')).toHaveFocus());
    expect(thumbs()).toHaveLength(48);
  }, 120_000);

  it('is a page of the signed-in area under the anchor portfolio', async () => {
    signInAs('investor');
    renderApp('/user/gallery');
    // The shell loads the profile first; the heading is read directly.
    await waitFor(() => expect(document.querySelector('#portfolio h1')).toHaveTextContent('Photo Gallery'), {
      timeout: 10_000,
    });
    expect(document.querySelectorAll('#portfolio .photo-gallery__grid img')).toHaveLength(24);
  });
});
