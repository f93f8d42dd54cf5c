/**
 * The sections of the main registration form that sit below its first screen: the investor's days,
 * the presenter's colleagues, questions, travel dates and availability, the hotel text and the
 * remarks. They arrive in a chunk of their own, fetched right after the form's first render
 * (see below-fold.tsx); their rules stay in the form's schema, so a submit never depends on them.
 */
export { InvestorDaysSection, PresenterAvailabilitySection, PresenterColleagues } from './attendance-sections';
export { HotelSection, RemarksSection } from './closing-sections';
export { PresenterQuestionsSection, TravelSection } from './presenter-sections';
