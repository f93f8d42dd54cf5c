/**
 * The portal's own frame texts come from the message catalogue: rendered in the pseudo-language (every catalogue text
 * wrapped in ⟦ ⟧), the not-found page, the error boundaries, the reload notice, the start-up failure, the update prompt,
 * the loaders and the document's title show nothing else; in Arabic, they read in Arabic.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { lazyComponent } from '@/lib/lazy';
import { resetOpenForms, watchOpenForms } from '@/lib/offline/open-forms';
import { pseudo, resetLanguage, untranslated, usePseudoLanguage as choosePseudoLanguage } from '@/testing/catalogue';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { AppErrorBoundary } from '../app-error-boundary';
import { showStartupFailure } from '../bootstrap';
import { ReloadNotice } from '../reload-notice';
import { RouteBoundary } from '../route-error';
import { FrameLoader, PageLoader } from '../router';
import { updateState } from '../service-worker';
import { UpdateRegion } from '../update-region';

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/gallery-page-B4gy0qyc.js');
const Broken = () => {
  throw new Error('bad data');
};
const main = () => document.getElementById('main-content') as HTMLElement;

afterEach(async () => {
  vi.restoreAllMocks();
  act(() => updateState.set(false));
  resetOpenForms();
  await resetLanguage();
});

describe('the frame in the pseudo-language', () => {
  it('finds a text left outside the catalogue (the check can fail)', () => {
    const box = document.createElement('div');
    box.innerHTML = '<h1>⟦Page not found⟧</h1><p><a href="/">⟦open your dashboard⟧</a> or</p>';
    expect(untranslated(box)).toEqual(['or']);
  });

  it('the not-found page and its title', async () => {
    choosePseudoLanguage();
    renderApp('/no-such-page');
    await findHeading(pseudo('Page not found'));
    expect(untranslated(main())).toEqual([]);
    expect(screen.getByRole('link', { name: pseudo('open your dashboard') })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    await waitFor(() =>
      expect(document.title).toBe(`${pseudo('Page not found')} | ${pseudo('London One-on-One Conference')}`),
    );
  });

  it('the not-found page in the signed-in frame', async () => {
    signInAs('investor');
    choosePseudoLanguage();
    renderApp('/user/no-such-page');
    await findHeading(pseudo('Page not found'));
    expect(untranslated(main())).toEqual([]);
  });

  it('a page whose code did not arrive, and one that threw, with Reload or the retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    choosePseudoLanguage();
    const Page = lazyComponent(() => Promise.reject(chunkGone()));
    const gone = render(
      <MemoryRouter initialEntries={['/gallery']}>
        <RouteBoundary>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText(pseudo('This page could not be downloaded.'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pseudo('Reload') })).toBeInTheDocument();
    expect(untranslated(gone.container)).toEqual([]);
    gone.unmount();

    const threw = render(
      <MemoryRouter>
        <RouteBoundary>
          <Broken />
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: pseudo('Something went wrong') })).toBeInTheDocument();
    expect(screen.getByText(pseudo('This page could not be shown.'))).toBeInTheDocument();
    expect(untranslated(threw.container)).toEqual([]);
  });

  it('the app’s last error boundary, for both kinds of failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    choosePseudoLanguage();
    const Shell = lazyComponent(() => Promise.reject(chunkGone()));
    const gone = render(
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Shell />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: pseudo('Something went wrong') })).toBeInTheDocument();
    expect(screen.getByText(pseudo('This page could not be downloaded.'))).toBeInTheDocument();
    expect(untranslated(gone.container)).toEqual([]);
    gone.unmount();

    const threw = render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(await screen.findByText(pseudo('This page could not be shown.'))).toBeInTheDocument();
    expect(untranslated(threw.container)).toEqual([]);
  });

  it('the start-up failure, written with the DOM alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    choosePseudoLanguage();
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    try {
      showStartupFailure(chunkGone());
      expect(screen.getByRole('heading', { level: 1, name: pseudo('The portal could not start.') })).toBeVisible();
      expect(untranslated(root)).toEqual([]);
    } finally {
      root.remove();
    }
  });

  it('the update prompt, and its wait while a form holds typing', async () => {
    watchOpenForms();
    choosePseudoLanguage();
    const user = userEvent.setup();
    const { container } = render(
      <>
        <form onSubmit={(event) => event.preventDefault()}>
          <label>
            ⟦Remarks⟧ <input />
          </label>
        </form>
        <UpdateRegion />
      </>,
    );
    act(() => updateState.set(true));
    expect(await screen.findByText(pseudo('A new version of the portal is ready.'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pseudo('Later') })).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
    await user.type(screen.getByRole('textbox'), 'Vegetarian');
    expect(screen.getByRole('button', { name: pseudo('Reload now') })).toBeDisabled();
    expect(
      screen.getByText(
        pseudo(
          'Send or finish the form you are filling in first: the new version loads only when nothing you typed would be lost.',
        ),
      ),
    ).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
  });

  it('the loaders shown while a page’s or the frame’s code arrives', () => {
    choosePseudoLanguage();
    const { container } = render(
      <>
        <PageLoader />
        <FrameLoader />
      </>,
    );
    expect(screen.getByText(pseudo('Loading the page…'))).toBeInTheDocument();
    expect(screen.getByText(pseudo('Loading…'))).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
  });
});

describe('the frame in Arabic', () => {
  it('the not-found page and its title read in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    renderApp('/no-such-page');
    await findHeading('الصفحة غير موجودة');
    expect(screen.getByRole('link', { name: 'انتقل إلى الصفحة الرئيسية للمؤتمر' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'افتح لوحة المعلومات' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | مؤتمر لندن للاجتماعات الثنائية'));
  });

  it('the reload notice and the update prompt read in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    render(
      <>
        <ReloadNotice reload={() => undefined} />
        <UpdateRegion />
      </>,
    );
    expect(screen.getByText('تعذّر تنزيل هذه الصفحة.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أعد التحميل' })).toBeInTheDocument();
    act(() => updateState.set(true));
    expect(await screen.findByRole('button', { name: 'أعد التحميل الآن' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'لاحقًا' })).toBeInTheDocument();
  });
});
