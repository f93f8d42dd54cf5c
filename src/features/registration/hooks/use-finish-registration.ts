import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutableRefObject } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { t } from '@/i18n/i18n';
import { toast } from '@/lib/alerts';
import type { RegistrationData } from '@/lib/api/contract';
import { isApiErrorOf } from '@/lib/api/errors';
import { profileKeys } from '@/lib/profile/profile';
import { getStoredClient, setFirstTime, type StoredClient } from '@/lib/session/session';
import { registrationKeys, removeItem, storageKeys, writeItem } from '@/lib/session/storage';
import { getMe } from '../api/get-me';
import { REGISTRATION_COMPLETED, REGISTRATION_COMPLETED_TITLE } from '../messages';
import { afterSubmitTarget, confirmsOnNextPage, type FormOptions, type RegistrationMode } from '../logic/form-values';

export type FinishContext = {
  apiToken: string;
  data: RegistrationData;
  mode: RegistrationMode;
  options: FormOptions;
  finished: MutableRefObject<boolean>;
  navigate: NavigateFunction;
  queryClient: QueryClient;
};

/**
 * The registration is saved once the sign-up or update answered with a token. The user record
 * (`me`, read with that token) only refreshes what is stored: when it cannot be read, the
 * attendee still goes on with the record the registration already holds, and the next page
 * loads the profile itself — the saved form is never offered for a second submit.
 *
 * It runs inside the registration's mutation (api/submit-registration.ts): the attendee's other
 * tabs hear that the profile changed once it is done, when the token the answer carries is stored
 * and they fetch with it.
 */
export async function finishRegistration({
  apiToken,
  data,
  mode,
  options,
  finished,
  navigate,
  queryClient,
}: FinishContext): Promise<void> {
  const stored = getStoredClient();
  writeItem(storageKeys.client, { ...(stored ?? {}), api_token: apiToken });
  const person = data.client.client;
  const known: StoredClient =
    mode === 'first-time' ? { ...person, api_token: apiToken } : { ...(stored ?? person), api_token: apiToken };
  let user: StoredClient = known;
  try {
    // The record was just read with the token the update answered with: that token stays, whatever the record carries.
    user = { ...(await getMe()), api_token: apiToken };
  } catch (error) {
    // A 401 ended the session: the router is taking the attendee to sign in.
    if (isApiErrorOf(error, 'unauthorized')) return;
  }
  finished.current = true;
  // The client is replaced, never removed first: the attendee's other tabs would take a moment
  // without it for a sign-out.
  removeItem(...registrationKeys.filter((key) => key !== storageKeys.client));
  writeItem(storageKeys.client, user);
  setFirstTime(0);
  void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  const target = afterSubmitTarget(options, data.conference, mode === 'first-time');
  navigate(target, { replace: true });
  if (confirmsOnNextPage(target, mode === 'first-time'))
    void toast(`${t(REGISTRATION_COMPLETED_TITLE)}. ${t(REGISTRATION_COMPLETED)}`);
}

/** The registration saved: `finishRegistration` with the router and query client at hand. */
export function useFinishRegistration(context: Omit<FinishContext, 'navigate' | 'queryClient' | 'apiToken'>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (apiToken: string) => finishRegistration({ ...context, apiToken, navigate, queryClient });
}
