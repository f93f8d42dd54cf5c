import { paths } from '@/config/paths';
import { t } from '@/i18n/i18n';
import { showAlert } from '@/lib/alerts';
import { endRegistration, getStoredClient, oweRegistrationExit } from '@/lib/session/session';
import { keepingDraft } from '../logic/draft';
import { SESSION_EXPIRED } from '../messages';

/**
 * The session-expired flow: the registration ends — the typed draft
 * is kept for the next identify with the same code — the attendee is alerted and
 * goes to Identify. When the countdown runs out (`to: 'identify-or-login'`) and no
 * client was stored, the attendee goes to login instead (spec B§4, B§8).
 *
 * A signed-in attendee updating their registration (the stored client carries an API
 * token) is never signed out by the countdown: the registration process ends, the
 * draft stays for when they reopen the form, the alert shows and they go to their
 * dashboard, still signed in. The way there is owed through the session state, as after a
 * 401: the router's guard makes that navigation.
 */
export function expireRegistration(to: 'identify' | 'identify-or-login' = 'identify'): void {
  const client = getStoredClient();
  if (to === 'identify-or-login' && client?.api_token) {
    keepingDraft(() => endRegistration({ keepLogin: true }));
    oweRegistrationExit(paths.user.dashboard);
    void showAlert(t(SESSION_EXPIRED), 'warning');
    return;
  }
  keepingDraft(() => endRegistration());
  oweRegistrationExit(to === 'identify' || client ? paths.auth.identify : paths.auth.login);
  void showAlert(t(SESSION_EXPIRED), 'warning');
}
