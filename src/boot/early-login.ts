/**
 * The written login page's form, working before the page's code has taken the page over (docs/performance.md): the
 * page paints from its HTML long before its code has arrived on a slow phone, and a visitor who types and presses
 * Login then is neither kept waiting nor lost. Inlined after the entry loader on the written login page only
 * (build/written-page.ts), built and allowed by its hash as the other inline scripts (build/inline-scripts.ts).
 *
 * It enables the Login button, and on a press checks the fields with the page's own rules (the same messages, shown
 * as the page shows them), then sends the sign-in exactly as the portal's client does (same address with
 * conference_id, headers and body), once. With the mock backend (demo builds) nothing answers before the page's
 * code has started it: the written page then names no API, and the press is only kept for the page to send. Everything after the answer is the page's:
 * the page (src/features/auth/routes/login-page.tsx) takes the press and its pending answer over (`takeEarlyLogin`),
 * reads that answer as it reads its own (so it is used once and never asked for twice), and alone stores the session
 * and follows the `redirect` query.
 *
 * The page's code takes over what this script shows: as the code is about to render the page, it freezes the script
 * (`freezeEarlyLogin`), which from then on changes no text and no element (the take-over expects the page as it
 * was), and renders what the script shows (`earlyLoginShown`).
 */
import { CONFERENCE_ID } from '@/config/api-location';
import {
  LOGIN_FIELDS,
  type LoginField,
  loginErrors,
  SIGNING_IN_LABEL,
  signinBody,
} from '@/features/auth/logic/login-rules';
import type { SigninBody } from '@/lib/api/contract';
import { CLIENT_KEY } from '@/lib/session/storage-keys';
import { API_META_NAME, LOGIN_FORM_ATTRIBUTE } from './early-login-marks';

/** The answer of a sign-in sent by the script: its HTTP status and body as text (rejects when nothing came back). */
export type EarlyAnswer = { status: number; body: string };

/** What the script shows in the form. */
export type EarlyLoginShown = { busy: boolean; errors: Partial<Record<LoginField, string>> };

/** A press of Login before the take-over. */
export type EarlyLoginPress =
  /** The fields were valid: the body sent, and its answer (null when the page sends it: mock backend). */
  | { valid: true; body: SigninBody; answer: Promise<EarlyAnswer> | null }
  /** A field was in error. */
  | { valid: false };

/** The state the script shares with the page's code, on `window` (the only thing both can reach). */
type EarlyLogin = {
  frozen: boolean;
  takenOver: boolean;
  shown: EarlyLoginShown;
  /** The last press, or null. */
  press: EarlyLoginPress | null;
};

declare global {
  interface Window {
    portalEarlyLogin?: EarlyLogin;
  }
}

/** The session's placeholder token, sent when nobody is signed in (src/lib/session/session.ts, contract §1). */
const PLACEHOLDER_TOKEN = '555';

/**
 * The token the portal's client sends (the session's `getToken`, read here without the session's code): the stored
 * client's, else the placeholder. Unreadable storage reads as no client.
 */
export function storedToken(): string {
  try {
    const token = (JSON.parse(localStorage.getItem(CLIENT_KEY) ?? 'null') as { api_token?: unknown } | null)?.api_token;
    return typeof token === 'string' && token.length > 0 ? token : PLACEHOLDER_TOKEN;
  } catch {
    return PLACEHOLDER_TOKEN;
  }
}

/** The same wait as the portal's client (src/lib/api/http.ts): no answer by then is a failure. */
const ANSWER_TIMEOUT_MS = 30_000;

/** Sends the sign-in to the API at `api` as the portal's client sends it (src/lib/api/http.ts, contract §1, §4.1). */
export function sendSignin(api: string, body: SigninBody): Promise<EarlyAnswer> {
  return fetch(`${api}/auth/signin?conference_id=${CONFERENCE_ID}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${storedToken()}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  }).then(async (response) => ({ status: response.status, body: await response.text() }));
}

/** Shows `message` under `input` as the portal's text field does (src/components/form/text-field.tsx), or none. */
export function showFieldError(input: HTMLInputElement, message: string | undefined): void {
  const errorId = `${input.id}-error`;
  const shown = input.ownerDocument.getElementById(errorId);
  input.parentElement?.classList.toggle('field--invalid', Boolean(message));
  if (!message) {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    shown?.remove();
    return;
  }
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', errorId);
  const error = input.ownerDocument.createElement('p');
  error.id = errorId;
  error.className = 'field__error';
  const mark = input.ownerDocument.createElement('span');
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = '⚠ ';
  error.append(mark, message);
  if (shown) shown.replaceWith(error);
  else input.after(error);
}

/** Runs the login form of the page, if it has one, until the page's code takes it over. */
export default function runEarlyLogin(
  send: (address: string, body: SigninBody) => Promise<EarlyAnswer> = sendSignin,
): void {
  const state: EarlyLogin = { frozen: false, takenOver: false, shown: { busy: false, errors: {} }, press: null };
  const formOf = (target: EventTarget | null) =>
    target instanceof HTMLFormElement && target.hasAttribute(LOGIN_FORM_ATTRIBUTE) ? target : null;
  const fieldsOf = (form: HTMLFormElement) =>
    LOGIN_FIELDS.map((field) => form.querySelector<HTMLInputElement>(`input[name="${field}"]`));
  const showErrors = (fields: HTMLInputElement[], errors: Partial<Record<LoginField, string>>) => {
    if (state.frozen) return;
    for (const input of fields) showFieldError(input, errors[input.name as LoginField]);
    state.shown.errors = errors;
  };
  const valuesOf = (fields: HTMLInputElement[]) => Object.fromEntries(fields.map((input) => [input.name, input.value]));

  // On the document, before the page's own handlers (on its root) could see the press: the page takes it over.
  document.addEventListener(
    'submit',
    (event) => {
      const form = formOf(event.target);
      const fields = form && fieldsOf(form);
      if (state.takenOver || !form || !fields?.every((input) => input)) return;
      event.preventDefault();
      event.stopPropagation();
      // One sign-in at a time: its answer is the page's to show.
      if (state.press?.valid) return;
      const inputs = fields as HTMLInputElement[];
      const errors = loginErrors(valuesOf(inputs));
      showErrors(inputs, errors);
      const invalid = inputs.find((input) => errors[input.name as LoginField]);
      if (invalid) {
        state.press = { valid: false };
        invalid.focus();
        return;
      }
      const body = signinBody(valuesOf(inputs));
      // The written page names the API unless the mock backend answers it (started by the page's code).
      const api = document.querySelector<HTMLMetaElement>(`meta[name="${API_META_NAME}"]`)?.content;
      const answer = api ? send(api, body) : null;
      // Kept for the page, which reads the failure itself; not an unhandled rejection meanwhile.
      answer?.catch(() => undefined);
      state.press = { valid: true, body, answer };
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button) button.disabled = true;
      form.setAttribute('aria-busy', 'true');
      if (button && !state.frozen) {
        button.textContent = SIGNING_IN_LABEL;
        state.shown.busy = true;
      }
    },
    true,
  );
  // After a press in error, each change checks the fields again, as the page does after its first submit.
  document.addEventListener('input', (event) => {
    const form = formOf((event.target as HTMLInputElement | null)?.form ?? null);
    const fields = form && fieldsOf(form);
    if (state.takenOver || !state.press || state.press.valid || !fields?.every((input) => input)) return;
    const inputs = fields as HTMLInputElement[];
    showErrors(inputs, loginErrors(valuesOf(inputs)));
  });
  window.portalEarlyLogin = state;

  // The written page's Login button waits for the page's code; with this script it need not.
  const enable = () => {
    const button = document.querySelector<HTMLButtonElement>(`form[${LOGIN_FORM_ATTRIBUTE}] button[type="submit"]`);
    if (button && !state.takenOver && !state.press?.valid) button.disabled = false;
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enable, { once: true });
  else enable();
}

/** Called by the page's code as it is about to render the page: the script changes no text or element from now on. */
export function freezeEarlyLogin(): void {
  const state = typeof window === 'undefined' ? undefined : window.portalEarlyLogin;
  if (state) state.frozen = true;
}

const NOTHING_SHOWN: EarlyLoginShown = { busy: false, errors: {} };

/** What the script shows in the form (nothing once the page has taken it over, or without the script). */
export function earlyLoginShown(): EarlyLoginShown {
  const state = typeof window === 'undefined' ? undefined : window.portalEarlyLogin;
  return state && !state.takenOver ? { busy: state.shown.busy, errors: { ...state.shown.errors } } : NOTHING_SHOWN;
}

/** The page takes the form over: the press made before, if any, once; the script does nothing from now on. */
export function takeEarlyLogin(): EarlyLoginPress | null {
  const state = typeof window === 'undefined' ? undefined : window.portalEarlyLogin;
  if (!state || state.takenOver) return null;
  state.takenOver = true;
  state.frozen = true;
  return state.press;
}
