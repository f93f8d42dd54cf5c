import { RegistrationDone } from '../components/registration-done';
import { REGISTRATION_COMPLETED, REGISTRATION_COMPLETED_TITLE } from '../messages';

/** The Registration Completed page a presenter reaches after the first sign-up. */
export function ThankPage() {
  return <RegistrationDone title={REGISTRATION_COMPLETED_TITLE} message={REGISTRATION_COMPLETED} />;
}
