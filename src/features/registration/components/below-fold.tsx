import { Suspense, useEffect, type ComponentType } from 'react';
import { Loader } from '@/components/loader';
import { lazyComponent, loadOnce } from '@/lib/lazy';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { LOADING_SECTION } from '../messages';

const load = () => import('./below-fold-sections');
type Sections = Awaited<ReturnType<typeof load>>;

let loaded: Sections | undefined;
/** Each section's own preload: run as soon as the chunk is there, so a section mounted later renders at once. */
const sectionPreloads: (() => Promise<unknown>)[] = [];

/** Fetches (once) the code of the sections below the form's first screen; a failed fetch may be tried again. */
export const loadBelowFold = loadOnce(() =>
  load().then((sections) => {
    loaded = sections;
    for (const preload of sectionPreloads) void preload();
    return sections;
  }),
);

/**
 * The sections chunk once it has arrived. A submit awaits loadBelowFold() before the values are
 * checked, so the checks and the submit itself always find it; reaching here without it is a bug.
 */
export function belowFoldLoaded(): Sections {
  if (!loaded) throw new Error('The registration form was checked before its sections arrived.');
  return loaded;
}

/**
 * Starts fetching the sections below the first screen once the form's first screen has been
 * painted (not on a scroll): their download does not compete with what that screen needs.
 */
export function usePreloadBelowFold() {
  useEffect(() => afterNextPaint(() => void loadBelowFold().catch(() => undefined)), []); // a failure shows when a section renders
}

/**
 * A section of the sections chunk. Until the chunk is there, a card with a loading message holds
 * about the section's height, so nothing below the first screen jumps far when it arrives. A
 * section whose code has already arrived renders at once, without the loading card.
 */
function belowFold<P extends object>(pick: (sections: Sections) => ComponentType<P>, minHeight: string) {
  const Section = lazyComponent(async () => pick(loaded ?? (await loadBelowFold())));
  sectionPreloads.push(Section.preload);
  function Pending() {
    return (
      <div className="register__section register__pending card" style={{ minHeight }} aria-busy="true">
        <Loader label={LOADING_SECTION} />
      </div>
    );
  }
  return function BelowFoldSection(props: P) {
    return (
      <Suspense fallback={<Pending />}>
        <Section {...props} />
      </Suspense>
    );
  };
}

export const InvestorDaysSection = belowFold((s) => s.InvestorDaysSection, '42rem');
export const PresenterColleagues = belowFold((s) => s.PresenterColleagues, '70rem');
export const PresenterQuestionsSection = belowFold((s) => s.PresenterQuestionsSection, '13rem');
export const TravelSection = belowFold((s) => s.TravelSection, '15rem');
export const HotelSection = belowFold((s) => s.HotelSection, '10rem');
export const RemarksSection = belowFold((s) => s.RemarksSection, '13rem');
export const PresenterAvailabilitySection = belowFold((s) => s.PresenterAvailabilitySection, '37rem');
/** Shown only after a submit has been checked, which waits for the chunk: it renders at once, never as a loading card. */
export const ErrorSummary = belowFold((s) => s.ErrorSummary, '6rem');
