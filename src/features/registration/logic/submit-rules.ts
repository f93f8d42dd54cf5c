/**
 * What the registration form needs only when it is submitted: the zod schema of its rules, the
 * presenter's availability and colleague checks and the request bodies. The form loads this module
 * after its first screen has been painted (and a submit waits for it), so that the first screen
 * carries none of it.
 */
export { zodResolver } from '@hookform/resolvers/zod';
export { hasNoAvailability, NO_SLOTS_ALERT, validatePresenterAvailability } from '@/features/availability';
export { incompleteColleagues, incompleteColleaguesText } from '@/features/colleagues';
export { toSignupBody, toUpdateProfileBody } from './form-body';
export { buildRegisterSchema } from './form-schema';
