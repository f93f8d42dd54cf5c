/**
 * Registration endpoints: the sign-up and profile-update data sets and forms,
 * slot availability and the presenter's colleagues.
 */
import { availabilityHandlers } from './availability';
import { colleagueHandlers } from './colleagues';
import { signUpHandlers } from './sign-up';
import { updateHandlers } from './update';

export const registrationHandlers = [
  ...signUpHandlers,
  ...updateHandlers,
  ...availabilityHandlers,
  ...colleagueHandlers,
];
