import { paths } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { endRegistration, getStoredClient } from '@/lib/session/session';
import { keepingDraft } from '../logic/draft';
import { SESSION_EXPIRED } from '../logic/messages';

/**
 * The session-expired flow (spec B§4, B§8): the registration ends — the typed draft
 * is kept for the next identify with the same code — the attendee is alerted and
 * goes to Identify. When the countdown runs out (`to: 'identify-or-login'`) and no
 * client was stored, the attendee goes to login instead (B§4).
 */
export function expireRegistration(
  navigate: (to: string, options?: { replace?: boolean }) => void | Promise<void>,
  to: 'identify' | 'identify-or-login' = 'identify',
): void {
  const hadClient = Boolean(getStoredClient());
  keepingDraft(() => endRegistration());
  void navigate(to === 'identify' || hadClient ? paths.auth.identify : paths.auth.login, { replace: true });
  void showAlert(SESSION_EXPIRED, 'warning');
}
