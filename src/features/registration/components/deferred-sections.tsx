import { Suspense, useEffect, type ReactNode } from 'react';
import { Loader } from '@/components/loader';
import { useT } from '@/i18n/i18n';
import { lazyComponent } from '@/lib/lazy';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { LOADING_SECTION } from '../messages';

/*
 * The sections below the form's first screen (the investor's days, the presenter's colleagues,
 * questions, travel and availability, the hotel text and the remarks) and the error summary of a
 * submit arrive after that screen.
 */
const attendance = () => import('./attendance-sections');
const presenter = () => import('./presenter-sections');
const closing = () => import('./closing-sections');

export const InvestorDaysSection = lazyComponent(() => attendance().then((m) => m.InvestorDaysSection));
export const PresenterColleagues = lazyComponent(() => attendance().then((m) => m.PresenterColleagues));
export const PresenterAvailabilitySection = lazyComponent(() =>
  attendance().then((m) => m.PresenterAvailabilitySection),
);
export const PresenterQuestionsSection = lazyComponent(() => presenter().then((m) => m.PresenterQuestionsSection));
export const TravelSection = lazyComponent(() => presenter().then((m) => m.TravelSection));
export const HotelSection = lazyComponent(() => closing().then((m) => m.HotelSection));
export const RemarksSection = lazyComponent(() => closing().then((m) => m.RemarksSection));
/** The form's index of sections (beside the form, or above it on a phone). */
export const SectionIndex = lazyComponent(() => import('./section-index').then((m) => m.SectionIndex));
/** Shown only after a submit, which first waits for it (see `loadDeferredSections`). */
export const ErrorSummary = lazyComponent(() => import('./error-summary').then((m) => m.ErrorSummary));

const sections = [
  InvestorDaysSection,
  PresenterColleagues,
  PresenterAvailabilitySection,
  PresenterQuestionsSection,
  TravelSection,
  HotelSection,
  RemarksSection,
  SectionIndex,
  ErrorSummary,
];

/** Fetches (once) the code of every deferred section; a failed fetch may be tried again. */
export function loadDeferredSections(): Promise<unknown> {
  return Promise.all(sections.map((section) => section.preload()));
}

/** Starts that fetch once the first screen has been painted, so it does not compete with it. */
export function usePreloadDeferredSections() {
  useEffect(() => afterNextPaint(() => void loadDeferredSections().catch(() => undefined)), []); // a failure shows when a section renders
}

/**
 * A deferred section's place: until its code is there, a loading card of about its height keeps
 * what follows from jumping when it arrives.
 */
export function Deferred({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="register__section register__pending card" style={{ minHeight }} aria-busy="true">
          <Loader label={t(LOADING_SECTION)} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
