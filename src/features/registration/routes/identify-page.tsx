import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { t, useT } from '@/i18n/i18n';
import { alertError } from '@/lib/alerts';
import type { Conference } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import { useServerErrors } from '@/lib/api/form-errors';
import { FIELD_REQUIRED } from '@/lib/messages';
import { endServerSession } from '@/lib/session/logout';
import { clearSession, endRegistration, setFirstTime, startRegistration } from '@/lib/session/session';
import { readItem, storageKeys } from '@/lib/session/storage';
import { useActivationText } from '../api/conference-text';
import { registrationQueryKeys } from '../api/keys';
import { useActivateInvitation } from '../api/registration-data';
import { expireRegistration } from '../components/session-expiry';
import { clearDraft, keepingDraft, readDraft } from '../logic/draft';
import {
  ACTIVATE,
  ACTIVATING,
  ACTIVATION_CODE_LABEL,
  CANCEL,
  IDENTIFY_INTRO,
  REGISTRATION_HEADING,
  TERMS_LABEL,
  TERMS_REQUIRED,
} from '../messages';
import '../registration.css';

const identifySchema = z.object({
  accept_terms: z.boolean(),
  invitation_code: z.string().check(z.trim(), z.minLength(1, FIELD_REQUIRED)),
});
type IdentifyInput = z.infer<typeof identifySchema>;

/** Activate an invitation: with the terms accepted, the activation code opens the registration (spec B§2 Identify page). */
export function IdentifyPage() {
  useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const activate = useActivateInvitation();
  const activationText = useActivationText();
  const [storedText, setStoredText] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<IdentifyInput>({
    resolver: zodResolver(identifySchema),
  });
  // No default values: what a visitor typed before the page's script ran is kept.
  const hydrated = useHydrated();
  const { errors } = form.formState;
  // A 422 marks the code field, shows its first message above the form and re-validates after 1 second.
  const showServerErrors = useServerErrors(form, { show: setFailure, revalidate: true });

  // Entering the page signs out any user (the server's session first, while the token is still
  // stored), ends any registration and clears local storage (the typed draft excepted). An
  // activation waits for this before it stores the new registration.
  const signedOut = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    const conference = readItem<Conference>(storageKeys.conference);
    if (conference?.activation_code_text) setStoredText(conference.activation_code_text);
    signedOut.current = endServerSession().then(() => {
      keepingDraft(() => {
        endRegistration();
        clearSession();
      });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== registrationQueryKeys.kept[0] });
    });
  }, [queryClient]);

  const onSubmit = form.handleSubmit(async ({ accept_terms, invitation_code }) => {
    setFailure(null);
    if (!accept_terms) {
      await alertError(t(TERMS_REQUIRED));
      return;
    }
    const code = invitation_code.trim();
    try {
      const data = await activate.mutateAsync(code);
      await signedOut.current;
      if (readDraft()?.owner !== code) clearDraft();
      startRegistration(data);
      setFirstTime(1);
      navigate(paths.auth.signup);
    } catch (error) {
      if (isApiError(error) && error.logout) {
        expireRegistration();
        return;
      }
      await showServerErrors(error);
    }
  });

  const text = activationText.data ?? storedText;
  // Busy from the click until the registration is stored (or refused), the old session's end included.
  const busy = activate.isPending || form.formState.isSubmitting;

  return (
    <section className="page registration-identify card">
      <PageHeading>{t(REGISTRATION_HEADING)}</PageHeading>
      {text ? (
        // The conference's own text, as sent, in its own direction.
        <div dir="auto">
          <SafeHtml html={text} className="registration-identify__text" />
        </div>
      ) : (
        <p className="registration-identify__text">{t(IDENTIFY_INTRO)}</p>
      )}
      {failure ? (
        // The server's refusal as sent, in its own direction; a failure of ours in the catalogue's words.
        <FormAlert tone="error">{failure}</FormAlert>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <div className="field field--checkbox">
          <input id="identify-terms" type="checkbox" {...form.register('accept_terms')} />
          <label htmlFor="identify-terms">{t(TERMS_LABEL)}</label>
        </div>
        <TextField
          label={t(ACTIVATION_CODE_LABEL)}
          autoComplete="off"
          registration={form.register('invitation_code')}
          error={errors.invitation_code}
          required
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !hydrated}>
            {busy ? t(ACTIVATING) : t(ACTIVATE)}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => navigate(paths.landing)}>
            {t(CANCEL)}
          </button>
        </div>
      </form>
    </section>
  );
}
