import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type MutableRefObject,
} from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { tText } from '@/i18n/i18n';
import { alertError, alertWarning } from '@/lib/alerts';
import type { Colleague, Conference, RegistrationData } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import { scrollToFirstError, useServerErrors } from '@/lib/api/form-errors';
import { SOMETHING_WENT_WRONG, TRY_AGAIN_LATER } from '@/lib/messages';
import { loadOnce } from '@/lib/lazy';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { storageKeys, writeItem } from '@/lib/session/storage';
import { useSubmitRegistration } from '../api/submit-registration';
import { draftOwner, readDraft, restoreDraft, saveDraft } from '../logic/draft';
import { initialValues, savedTimezone } from '../logic/form-defaults';
import { useFinishRegistration } from '../hooks/use-finish-registration';
import {
  formOptions,
  presenterAvailabilityValue,
  type PresenterAvailabilityValue,
  type RegisterFormValues,
  type RegistrationMode,
} from '../logic/form-values';
import { serverFieldPath } from '../logic/server-fields';
import { loadDeferredSections } from './deferred-sections';
import { expireRegistration } from './session-expiry';

const DRAFT_DELAY_MS = 400;

/** The schema, checks and request bodies, needed only from the first submit on (see logic/submit-rules.ts). */
export const loadSubmitRules = loadOnce(() => import('../logic/submit-rules'));
type SubmitRules = Awaited<ReturnType<typeof loadSubmitRules>>;

/** The draft follows every change (a short pause after the last one), until the submit succeeded. */
function useDraftSaving(form: UseFormReturn<RegisterFormValues>, owner: string, finished: MutableRefObject<boolean>) {
  useEffect(() => {
    let timer: number | undefined;
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!finished.current) saveDraft(form.getValues(), owner);
      }, DRAFT_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer);
    };
  }, [form, owner, finished]);
}

/**
 * The main registration form's state: react-hook-form with the zod schema of the form's rules,
 * the starting values (the server's, overlaid with the draft typed for the same invitation or
 * attendee), the draft saving, the presenter's colleagues, the submit and the placing of the
 * server's validation errors on the fields.
 */
export function useRegistrationForm(data: RegistrationData, mode: RegistrationMode) {
  const personId = data.client.client_id ?? data.client.client.id;
  const invitationCode = data.client.invitation_code ?? '';
  // What was typed is kept for the invitation code (first time) or the signed-in attendee (update).
  const owner = draftOwner(mode, invitationCode, personId);
  const options = useMemo(() => formOptions(data, mode === 'update'), [data, mode]);
  const agenda = data.lists.agenda_slots;
  const [start] = useState(() => restoreDraft(initialValues(data), readDraft(), owner));
  const rules = useRef<SubmitRules>();
  useEffect(() => afterNextPaint(() => void loadSubmitRules().catch(() => undefined)), []); // a failure shows on submit
  // The resolver builds the schema once the rules module is there (a submit waits for it first).
  const resolver = useMemo<Resolver<RegisterFormValues>>(() => {
    let built: Resolver<RegisterFormValues> | undefined;
    return async (values, context, resolverOptions) => {
      if (!built) {
        const loaded = (rules.current ??= await loadSubmitRules());
        const validatePresenterAvailability = (value: PresenterAvailabilityValue, c: Conference) =>
          loaded.validatePresenterAvailability(value, c, agenda);
        built = loaded.zodResolver(
          loaded.buildRegisterSchema(options, { conference: data.conference, validatePresenterAvailability }),
        );
      }
      return built(values, context, resolverOptions);
    };
  }, [options, data.conference, agenda]);
  const form = useForm<RegisterFormValues>({ resolver, defaultValues: start.values, shouldFocusError: false });
  const { errors, isSubmitted } = form.formState;
  const [mates, setMatesState] = useState<Colleague[]>(data.presenter_mates ?? []);
  const [serverNotes, setServerNotes] = useState<string[]>([]);
  const finished = useRef(false);
  const isFinished = useCallback(() => finished.current, []);
  // When the session ends, what was typed is kept for the next identify and nothing is saved after.
  const closeRegistration = useCallback(() => {
    if (!finished.current) saveDraft(form.getValues(), owner);
    finished.current = true;
  }, [form, owner]);
  // A 422 marks the fields, alerts its first message, re-validates after 1 second and scrolls.
  const showServerErrors = useServerErrors(form, {
    // The server's message as sent; a failure of ours in the attendee's language.
    show: (message) => alertError(tText(message)),
    fieldMap: (key) => (serverFieldPath(key, options) as keyof RegisterFormValues | null) ?? undefined,
    revalidate: true,
    onUnmatched: setServerNotes,
  });
  useDraftSaving(form, owner, finished);
  const finish = useFinishRegistration({ data, mode, options, finished });
  // The registration is saved once its answer's token is stored (the mutation runs `finish` too).
  const submit = useSubmitRegistration(finish);

  const setMates = (next: Colleague[]) => {
    setMatesState(next);
    if (!finished.current) writeItem(storageKeys.presenterMates, next);
  };

  const onValid = async (values: RegisterFormValues) => {
    setServerNotes([]);
    const { incompleteColleagues, incompleteColleaguesText, toSignupBody, toUpdateProfileBody } =
      rules.current ?? (await loadSubmitRules());
    if (options.isPresenter) {
      const incomplete = incompleteColleagues(mates, values.colleagues);
      if (incomplete.length > 0) {
        await alertError(incompleteColleaguesText(incomplete));
        return;
      }
    }
    const context = { invitationCode, personId, mates, savedTimezone: savedTimezone(data.client) };
    try {
      await submit.mutateAsync(
        mode === 'first-time'
          ? { mode: 'signup', body: toSignupBody(values, options, context) }
          : { mode: 'update', body: toUpdateProfileBody(values, options, context) },
      );
    } catch (error) {
      if (isApiError(error) && error.logout) {
        closeRegistration();
        expireRegistration();
        return;
      }
      await showServerErrors(error);
    }
  };

  const onInvalid = (invalid: FieldErrors<RegisterFormValues>) => {
    window.setTimeout(() => scrollToFirstError(), 0);
    const loaded = rules.current;
    if (
      loaded &&
      options.isPresenter &&
      invalid &&
      loaded.hasNoAvailability(presenterAvailabilityValue(form.getValues()))
    ) {
      void alertWarning(tText(loaded.NO_SLOTS_ALERT));
    }
  };

  const submitValues = form.handleSubmit(onValid, onInvalid);
  // A submit first lets the deferred sections and the form's rules arrive, so that every field it
  // checks is on the page and the first error can be scrolled to and focused.
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const [sections, loaded] = await Promise.allSettled([loadDeferredSections(), loadSubmitRules()]);
    // Sections that did not arrive show that failure in their place; rules that did not arrive are told here.
    if (sections.status === 'rejected') return;
    if (loaded.status === 'rejected') {
      await alertError(`${tText(SOMETHING_WENT_WRONG)} ${tText(TRY_AGAIN_LATER)}`);
      return;
    }
    rules.current = loaded.value;
    await submitValues();
  };

  return {
    form,
    errors,
    isSubmitted,
    options,
    personId,
    restored: start.restored,
    serverNotes,
    mates,
    setMates,
    isFinished,
    closeRegistration,
    isSending: submit.isPending,
    onSubmit,
  };
}
