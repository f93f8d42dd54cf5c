/**
 * The sections of the main registration form that sit below its first screen: the investor's days,
 * the presenter's colleagues, questions, travel dates and availability, the hotel text and the
 * remarks. They arrive in a chunk of their own, fetched right after the form's first render
 * (see below-fold.tsx). The chunk also brings what a submit needs from the availability and
 * colleagues features (the availability checks, the colleagues' completeness, the request bodies):
 * a submit waits for this chunk before the form's schema checks the values. The form's checks
 * (its zod schema and resolver) and the error summary come with it too: the form is first checked,
 * and the summary first shown, by a submit; so do the placing of the server's validation errors
 * on the fields and the steps after a saved registration, which only a submit reaches.
 */
export { zodResolver } from '@hookform/resolvers/zod';
export { buildRegisterSchema } from '../logic/form-schema';
export { InvestorDaysSection, PresenterAvailabilitySection, PresenterColleagues } from './attendance-sections';
export { HotelSection, RemarksSection } from './closing-sections';
export { ErrorSummary } from './error-summary';
export { PresenterQuestionsSection, TravelSection } from './presenter-sections';
export { hasNoAvailability, NO_SLOTS_ALERT, validatePresenterAvailability } from '@/features/availability';
export { incompleteColleagues, incompleteColleaguesText } from '@/features/colleagues';
export { toSignupBody, toUpdateProfileBody } from '../logic/form-body';
export { serverFieldPath } from '../logic/server-fields';
export { finishRegistration } from '../logic/finish-registration';
