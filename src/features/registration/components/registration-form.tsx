import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { SafeHtml } from '@/components/safe-html';
import { alertError, alertWarning, toast } from '@/lib/alerts';
import type { Colleague, Conference, RegistrationData } from '@/lib/api/contract';
import { isApiError, isApiErrorOf } from '@/lib/api/errors';
import { scrollToFirstError, useServerErrors } from '@/lib/api/form-errors';
import { profileKeys } from '@/lib/profile/profile';
import { getStoredClient, setFirstTime, type StoredClient } from '@/lib/session/session';
import { registrationKeys, removeItem, storageKeys, writeItem } from '@/lib/session/storage';
import {
  buildGroupedSlots,
  hasNoAvailability,
  InvestorDays,
  NO_SLOTS_ALERT,
  PresenterAvailability,
  useGroupedSlots,
  validatePresenterAvailability,
} from '@/features/availability';
import { ColleaguesSection, CountrySelectField, incompleteColleagues, incompleteColleaguesText } from '@/features/colleagues';
import { getMe, useSubmitRegistration } from '../api/submit-registration';
import { arrivalWindow } from '../logic/arrival-window';
import { draftOwner, readDraft, restoreDraft, saveDraft } from '../logic/draft';
import { REGISTRATION_COMPLETED, REGISTRATION_COMPLETED_TITLE } from '../messages';
import {
  afterSubmitTarget,
  buildRegisterSchema,
  confirmsOnNextPage,
  formOptions,
  initialValues,
  loginDetailsEnabled,
  presenterAvailabilityValue,
  serverFieldPath,
  submitLabel,
  toSignupBody,
  toUpdateProfileBody,
  type PresenterAvailabilityValue,
  type RegisterFormValues,
} from '../logic/register-form';
import { ErrorSummary } from './error-summary';
import { TextAreaField, YesNoField } from './form-bits';
import { SessionCountdown } from './session-countdown';
import { expireRegistration } from './session-expiry';

export type RegistrationMode = 'first-time' | 'update';

type Props = { data: RegistrationData; mode: RegistrationMode };

const DRAFT_DELAY_MS = 400;

/** The main registration form (spec B§2 Register page) for investors and presenters, first time or update. */
export function RegistrationForm({ data, mode }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const conference: Conference = data.conference;
  const person = data.client.client;
  const personId = data.client.client_id ?? person.id;
  const invitationCode = data.client.invitation_code ?? '';
  // What was typed is kept for the invitation code (first time) or the signed-in attendee (update).
  const owner = draftOwner(mode, invitationCode, personId);
  const options = useMemo(() => formOptions(data, mode === 'update'), [data, mode]);
  const agenda = data.lists.agenda_slots;
  const [start] = useState(() => {
    const defaults = initialValues(data);
    return restoreDraft(defaults, readDraft(), owner);
  });
  const validator = useCallback(
    (value: PresenterAvailabilityValue, c: Conference) => validatePresenterAvailability(value, c, agenda),
    [agenda],
  );
  const schema = useMemo(
    () => buildRegisterSchema(options, { conference, validatePresenterAvailability: validator }),
    [options, conference, validator],
  );
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: start.values,
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const submit = useSubmitRegistration();
  const [mates, setMatesState] = useState<Colleague[]>(data.presenter_mates ?? []);
  const [serverNotes, setServerNotes] = useState<string[]>([]);
  const finished = useRef(false);
  const isFinished = useCallback(() => finished.current, []);
  // When the session ends, what was typed is kept for the next identify and nothing is saved after.
  const closeRegistration = useCallback(() => {
    if (!finished.current) saveDraft(form.getValues(), owner);
    finished.current = true;
  }, [form, owner]);
  // A 422 marks the fields, alerts its first message, re-validates after 1 second and scrolls (spec B§8).
  const showServerErrors = useServerErrors(form, {
    show: alertError,
    fieldMap: (key) => (serverFieldPath(key, options) as keyof RegisterFormValues | null) ?? undefined,
    revalidate: true,
    onUnmatched: setServerNotes,
  });

  const grouped = useGroupedSlots(personId);
  const groups = useMemo(
    () => grouped.data ?? (grouped.isError || grouped.isSuccess ? buildGroupedSlots(agenda, conference, data.lists.closed_conference_days) : []),
    [grouped.data, grouped.isError, grouped.isSuccess, agenda, conference, data.lists.closed_conference_days],
  );

  // The draft follows every change (contract §13 registration_form), until the submit succeeded.
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
  }, [form, owner]);

  const setMates = (next: Colleague[]) => {
    setMatesState(next);
    if (!finished.current) writeItem(storageKeys.presenterMates, next);
  };

  const [updateLogin, timezone, availableSlot, conferenceDates, daysGroup, screen, mediaInterview, selectedColleagues] = useWatch({
    control: form.control,
    name: ['update_login', 'timezone', 'available_slot', 'conference_dates', 'days_group', 'screen', 'media_interview', 'colleagues'],
  });
  const loginEnabled = loginDetailsEnabled(options, updateLogin);
  const validateOnChange = isSubmitted;

  const ownSlots = useCallback(() => form.getValues('available_slot'), [form]);

  const countries: Option<number>[] = useMemo(
    () => (data.lists.countries ?? []).map((c) => ({ value: c.id, label: c.name })),
    [data.lists.countries],
  );
  const window7 = arrivalWindow(conference);

  const onInvestorDaysChange = useCallback(
    (next: Partial<Pick<RegisterFormValues, 'available_slot' | 'conference_dates' | 'days_group' | 'timezone'>>) => {
      for (const [key, value] of Object.entries(next)) {
        form.setValue(key as keyof typeof next, value as never, { shouldDirty: true, shouldValidate: key === 'available_slot' && form.formState.isSubmitted });
      }
    },
    [form],
  );

  /**
   * The registration is saved once the sign-up or update answered with a token. The user record
   * (`me`, contract §4.3, read with that token) only refreshes what is stored: when it cannot be
   * read, the attendee still goes on with the record the registration already holds, and the next
   * page loads the profile itself — the saved form is never offered for a second submit.
   */
  async function finish(apiToken: string) {
    const stored = getStoredClient();
    writeItem(storageKeys.client, { ...(stored ?? {}), api_token: apiToken });
    const known: StoredClient = mode === 'first-time' ? { ...person, api_token: apiToken } : { ...(stored ?? person), api_token: apiToken };
    let user: StoredClient = known;
    try {
      user = await getMe();
    } catch (error) {
      // A 401 ended the session: the router is taking the attendee to sign in.
      if (isApiErrorOf(error, 'unauthorized')) return;
    }
    finished.current = true;
    removeItem(...registrationKeys);
    writeItem(storageKeys.client, user);
    setFirstTime(0);
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    const target = afterSubmitTarget(options, conference, mode === 'first-time');
    navigate(target, { replace: true });
    if (confirmsOnNextPage(target, mode === 'first-time')) void toast(`${REGISTRATION_COMPLETED_TITLE}. ${REGISTRATION_COMPLETED}`);
  }

  const onValid = async (values: RegisterFormValues) => {
    setServerNotes([]);
    if (options.isPresenter) {
      const incomplete = incompleteColleagues(mates, values.colleagues);
      if (incomplete.length > 0) {
        await alertError(incompleteColleaguesText(incomplete));
        return;
      }
    }
    const context = { invitationCode, personId, mates };
    try {
      const answer = await submit.mutateAsync(
        mode === 'first-time'
          ? { mode: 'signup', body: toSignupBody(values, options, context) }
          : { mode: 'update', body: toUpdateProfileBody(values, options, context) },
      );
      await finish(answer.api_token);
    } catch (error) {
      if (isApiError(error) && error.logout) {
        closeRegistration();
        expireRegistration(navigate);
        return;
      }
      await showServerErrors(error);
    }
  };

  const onInvalid = (invalid: FieldErrors<RegisterFormValues>) => {
    window.setTimeout(() => scrollToFirstError(), 0);
    if (options.isPresenter && invalid && hasNoAvailability(presenterAvailabilityValue(form.getValues()))) {
      void alertWarning(NO_SLOTS_ALERT);
    }
  };

  const availabilityErrors = (errors as FieldErrors<RegisterFormValues> & { availability?: Record<string, { message?: string }> })
    .availability;
  const presenterValue = presenterAvailabilityValue({ timezone, conference_dates: conferenceDates, available_slot: availableSlot });
  const onPresenterChange = useCallback(
    (next: PresenterAvailabilityValue) => {
      const zones = data.lists.timezones ?? [];
      const zone = zones.find((z) => z.code === next.timezone) ?? { code: next.timezone, label: next.timezone };
      const validate = form.formState.isSubmitted;
      form.setValue('timezone', zone, { shouldDirty: true });
      form.setValue('conference_dates', next.conference_dates, { shouldDirty: true });
      form.setValue('available_slot', next.available_slot, { shouldDirty: true });
      if (validate) void form.trigger(['availability' as never, 'arrival_dates.arrival_date', 'arrival_dates.departure_date']);
    },
    [form, data.lists.timezones],
  );

  const details = errors.client_details;
  const login = errors.login_details;
  const travel = errors.arrival_dates;

  return (
    <div className="register">
      <div className="register__top">
        {conference.registration_text ? <SafeHtml html={conference.registration_text} /> : <span />}
        <SessionCountdown isStopped={isFinished} onExpire={closeRegistration} />
      </div>
      {start.restored ? (
        <p className="register__restored form-alert form-alert--info" role="status">
          What you typed before your session expired has been restored. Passwords are never kept: please enter them again.
        </p>
      ) : null}
      {isSubmitted ? <ErrorSummary errors={errors} extra={serverNotes} onFocus={(path) => form.setFocus(path as never)} /> : null}
      <form className="register__form" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate aria-busy={submit.isPending}>
        <section className="register__section card" aria-labelledby="login-details-title">
          <h2 id="login-details-title">Login Details</h2>
          {options.clientHasAppUser ? (
            <div className="field field--checkbox">
              <input id="update-login-details" type="checkbox" {...form.register('update_login')} />
              <label htmlFor="update-login-details">Update my login details ?</label>
            </div>
          ) : (
            <p className="register__note">Choose the username and password you will use to log in.</p>
          )}
          <div className="register__grid">
            <TextField
              label="Username"
              autoComplete="username"
              registration={form.register('login_details.username')}
              error={loginEnabled ? login?.username : undefined}
              disabled={!loginEnabled}
              required={loginEnabled}
            />
            {options.updateMode ? (
              <TextField
                label="Current Password"
                type="password"
                autoComplete="current-password"
                registration={form.register('login_details.current_password')}
                error={loginEnabled ? login?.current_password : undefined}
                disabled={!loginEnabled}
                required={loginEnabled}
              />
            ) : null}
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              registration={form.register('login_details.password')}
              error={loginEnabled ? login?.password : undefined}
              disabled={!loginEnabled}
              required={loginEnabled}
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              registration={form.register('login_details.password_confirmation')}
              error={loginEnabled ? login?.password_confirmation : undefined}
              disabled={!loginEnabled}
              required={loginEnabled}
            />
          </div>
        </section>

        <section className="register__section card" aria-labelledby="personal-details-title">
          <h2 id="personal-details-title">Personal Details</h2>
          <div className="register__grid">
            <TextField label="Title" readOnly registration={form.register('client_details.title')} />
            <TextField label="First Name" readOnly registration={form.register('client_details.first_name')} />
            <TextField label="Middle Name" readOnly registration={form.register('client_details.middle_name')} />
            <TextField label="Family Name" readOnly registration={form.register('client_details.family_name')} />
            <TextField label="Company" readOnly registration={form.register('client_details.company')} />
            <TextField label="Email" type="email" readOnly registration={form.register('client_details.email')} />
            <TextField label="Job Title" registration={form.register('client_details.job_title')} error={details?.job_title} required />
            <TextField label="Address" autoComplete="street-address" registration={form.register('client_details.address')} error={details?.address} required />
            <CountrySelectField
              control={form.control}
              name="client_details.country_id"
              label="Country"
              options={countries}
              error={details?.country_id?.message}
              required
            />
            <CountrySelectField
              control={form.control}
              name="client_details.nationality_id"
              label="Nationality"
              options={countries}
              error={details?.nationality_id?.message}
              required
            />
            <TextField label="Additional Email" type="email" registration={form.register('client_details.additional_email')} error={details?.additional_email} />
            <TextField label="Telephone" type="tel" autoComplete="tel" registration={form.register('client_details.telephone')} error={details?.telephone} required />
            <TextField label="Mobile" type="tel" registration={form.register('client_details.mobile')} error={details?.mobile} required />
            <TextField label="Assistant Name" registration={form.register('client_details.assistant_name')} />
            <TextField label="Assistant Phone" type="tel" registration={form.register('client_details.assistant_phone')} />
            <TextField label="Assistant Email" type="email" registration={form.register('client_details.assistant_email')} error={details?.assistant_email} />
            {options.isInvestor ? (
              <div className="register__grid--full">
                <TextAreaField label="Biography" registration={form.register('client_details.biography')} error={details?.biography?.message} required />
              </div>
            ) : null}
          </div>
        </section>

        {options.isInvestor ? (
          <InvestorDays
            allowed={options.allow_investor_slots_registration}
            instructions={conference.investor_slots_instruction_text}
            groups={groups}
            timezones={data.lists.timezones ?? []}
            value={{ available_slot: availableSlot, conference_dates: conferenceDates, days_group: daysGroup, timezone }}
            onChange={onInvestorDaysChange}
            slotError={errors.available_slot?.message}
          />
        ) : null}

        {options.isPresenter ? (
          <>
            <ColleaguesSection
              mates={mates}
              onMatesChange={setMates}
              selected={selectedColleagues}
              onSelectedChange={(next) => form.setValue('colleagues', next, { shouldDirty: true })}
              countries={countries}
              groups={groups}
              ownSlots={ownSlots}
              timezone={timezone.code}
              presenterId={personId}
            />
            <section className="register__section card" aria-labelledby="presenter-questions-title">
              <h2 id="presenter-questions-title">Media Interview and Audio Visual (A/V)</h2>
              <YesNoField
                legend="Media Interview: would you like to give a media interview during the conference?"
                name="media_interview"
                value={mediaInterview}
                onChange={(value) => form.setValue('media_interview', value, { shouldDirty: true, shouldValidate: validateOnChange })}
                error={errors.media_interview?.message}
              />
              <YesNoField
                legend="Audio Visual (A/V): do you need a screen or audio-visual equipment in your meetings?"
                name="screen"
                value={screen}
                onChange={(value) => form.setValue('screen', value, { shouldDirty: true, shouldValidate: validateOnChange })}
                error={errors.screen?.message}
              />
            </section>
            {!options.disable_arrival_dates || !options.disable_depature_dates ? (
              <section className="register__section card" aria-labelledby="travel-title">
                <h2 id="travel-title">Arrival and Departure</h2>
                <div className="register__grid">
                  {!options.disable_arrival_dates ? (
                    <>
                      <TextField label="Arrival Date" type="date" min={window7.min} max={window7.max} registration={form.register('arrival_dates.arrival_date')} error={travel?.arrival_date} required />
                      <TextField label="Arrival Time" type="time" registration={form.register('arrival_dates.arrival_time')} error={travel?.arrival_time} required />
                    </>
                  ) : null}
                  {!options.disable_depature_dates ? (
                    <>
                      <TextField label="Departure Date" type="date" min={window7.min} max={window7.max} registration={form.register('arrival_dates.departure_date')} error={travel?.departure_date} required />
                      <TextField label="Departure Time" type="time" registration={form.register('arrival_dates.departure_time')} error={travel?.departure_time} required />
                    </>
                  ) : null}
                </div>
              </section>
            ) : null}
          </>
        ) : null}

        {conference.hotel_accommodation ? (
          <section className="register__section card" aria-labelledby="hotel-title">
            <h2 id="hotel-title">Hotel and Accommodation</h2>
            <SafeHtml html={conference.hotel_accommodation} />
          </section>
        ) : null}

        {options.enableRemarks ? (
          <section className="register__section card" aria-labelledby="remarks-title">
            <h2 id="remarks-title">Remarks</h2>
            <TextAreaField label="Remarks" registration={form.register('remarks')} error={errors.remarks?.message} />
          </section>
        ) : null}

        {options.isPresenter ? (
          <section className="register__section card" aria-labelledby="availability-title">
            <h2 id="availability-title">Days of Attendance &amp; Time slots</h2>
            <PresenterAvailability
              value={presenterValue}
              onChange={onPresenterChange}
              errors={{
                timezone: availabilityErrors?.timezone?.message,
                conference_dates: availabilityErrors?.conference_dates?.message,
                available_slot: availabilityErrors?.available_slot?.message,
              }}
              conference={conference}
              lists={data.lists}
              clientId={personId}
              companyId={person.company_id}
              lateSlots={data.available_slots ?? []}
            />
          </section>
        ) : null}

        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={submit.isPending}>
            {submit.isPending ? 'Sending…' : submitLabel(options, conference)}
          </button>
        </div>
      </form>
    </div>
  );
}
