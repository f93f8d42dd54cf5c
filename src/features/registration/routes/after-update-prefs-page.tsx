import { RegistrationDone } from '../components/registration-done';
import { REGISTRATION_UPDATED, REGISTRATION_UPDATED_TITLE } from '../messages';

/** The confirmation page after a later update of the registration. */
export function AfterUpdatePrefsPage() {
  return <RegistrationDone title={REGISTRATION_UPDATED_TITLE} message={REGISTRATION_UPDATED} />;
}
