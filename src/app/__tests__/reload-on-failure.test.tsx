import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '@/lib/lazy';
import { AppErrorBoundary } from '../app-error-boundary';
import { showStartupFailure } from '../bootstrap';
import { isChunkLoadError } from '../chunk-error';
import { ReloadNotice } from '../reload-notice';
import { RouteBoundary } from '../route-error';

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/gallery-page-B4gy0qyc.js');

describe('isChunkLoadError', () => {
  it("recognises every browser's failed dynamic import and nothing else", () => {
    expect(isChunkLoadError(chunkGone())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('dynamically imported module')).toBe(false);
  });
});

describe('a page whose code cannot be downloaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the route a message with Reload instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyComponent(() => Promise.reject(chunkGone()));
    render(
      <MemoryRouter initialEntries={['/gallery']}>
        <RouteBoundary>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This page could not be downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again, not Reload, for a page that threw while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('bad data');
    };
    render(
      <MemoryRouter>
        <RouteBoundary>
          <Broken />
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This page could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is caught under the router too (the signed-in shell), with Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Shell = lazyComponent(() => Promise.reject(chunkGone()));
    render(
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Shell />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('reloads the portal from Reload', async () => {
    const reload = vi.fn();
    render(<ReloadNotice reload={reload} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a failure during start-up', () => {
  it('replaces the empty page with a message and Reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    try {
      showStartupFailure(chunkGone());
      expect(screen.getByRole('heading', { level: 1, name: 'The portal could not start.' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Reload to continue.');
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    } finally {
      root.remove();
      vi.restoreAllMocks();
    }
  });
});
