import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Loader } from '@/components/loader';
import { useT } from '@/i18n/i18n';
import { lazyComponent } from '@/lib/lazy';
import { afterPagePainted } from '@/lib/scheduling/after-page-painted';

/*
 * The dashboard paints its heading, the welcome, the overview's frames (./home-cards.tsx), the tabs and the
 * attendee's details first; the code of the rest is asked for once the browser has reported that paint (its
 * heading's: afterPagePainted), so the first screen waits for the profile alone. The overview's cards come first
 * (./home-overview.tsx), then the other tabs and the calendar link (./tab-parts.tsx). The overview's answers do not
 * wait for its code: the route's prefetch asks for them at start-up. A kept page (a returning visit) has all of it
 * loaded before the first render (the route's `parts`).
 */
const overview = () => import('./home-overview');
const tabParts = () => import('./tab-parts');

export const HomeOverview = lazyComponent(() => overview().then((m) => m.HomeOverview));
export const AvailabilityPanel = lazyComponent(() => tabParts().then((m) => m.AvailabilityPanel));
export const ScheduleSummaryTab = lazyComponent(() => tabParts().then((m) => m.ScheduleSummaryTab));
export const PreferencesTab = lazyComponent(() => tabParts().then((m) => m.PreferencesTab));
export const ColleaguesTab = lazyComponent(() => tabParts().then((m) => m.ColleaguesTab));
export const CalendarLink = lazyComponent(() => tabParts().then((m) => m.CalendarLink));

const later = [AvailabilityPanel, ScheduleSummaryTab, PreferencesTab, ColleaguesTab, CalendarLink];

/**
 * Fetches (once) the overview's code, then the rest's, so that the overview's files come first; `onOverview` is
 * called once the overview's has arrived or failed. A failed fetch may be tried again.
 */
export function loadDeferredParts(onOverview: () => void = () => undefined): Promise<unknown> {
  const rest = () => Promise.all(later.map((part) => part.preload()));
  return HomeOverview.preload()
    .finally(onOverview)
    .then(rest, (error: unknown) => rest().then(() => Promise.reject(error)));
}

type PartsArrived = { overview: boolean; rest: boolean };

/**
 * Which deferred parts' code has arrived; their download starts once the first screen is rendered (`shown`) and the
 * browser has reported the paint of its heading. A part whose download failed counts as arrived: rendering it tries
 * once more, and a second failure reaches the page's error boundary, which offers a reload (as for the page's own code).
 */
export function useDeferredParts(shown: boolean): PartsArrived {
  const [arrived, setArrived] = useState<PartsArrived>(() => ({
    overview: HomeOverview.isLoaded(),
    rest: later.every((part) => part.isLoaded()),
  }));
  const complete = arrived.overview && arrived.rest;
  useEffect(() => {
    if (complete || !shown) return;
    let live = true;
    const cancel = afterPagePainted(() => {
      const settled = (key: keyof PartsArrived) => () => {
        if (live) setArrived((was) => ({ ...was, [key]: true }));
      };
      void loadDeferredParts(settled('overview')).then(settled('rest'), settled('rest'));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [complete, shown]);
  return arrived;
}

/** A deferred part rendered before its code has arrived (a tab opened at once): `pending`, or a loader, holds its place. */
export function Deferred({ pending, children }: { pending?: ReactNode; children: ReactNode }) {
  const t = useT();
  return <Suspense fallback={pending ?? <Loader label={t('Loading…')} />}>{children}</Suspense>;
}
