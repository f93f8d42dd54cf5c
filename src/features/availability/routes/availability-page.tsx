import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/i18n/i18n';
import { alertError, showAlert, toast } from '@/lib/alerts';
import type { RegistrationData } from '@/lib/api/contract';
import { scrollToFirstError, useServerErrors, type ErrorTarget } from '@/lib/api/form-errors';
import { isPresenterProfile, useProfileForForm } from '@/lib/profile/profile';
import { useUpdateAvailability } from '../api/update-profile';
import { PresenterAvailability } from '../components/presenter-availability';
import { CalendarLink } from '@/features/calendar-link';
import { availabilityField, availabilityUpdateBody } from '../logic/availability-update';
import {
  hasNoAvailability,
  initialPresenterAvailability,
  type PresenterAvailabilityValue,
  validatePresenterAvailability,
} from '../logic/presenter-slots';
import { NO_SLOTS_ALERT } from '../messages';
import '../availability-page.css';

type Errors = Record<string, string | undefined>;

const NOT_SAVED: MessageId = 'Your availability could not be saved. Please try again.';

function presenterSaved(data: RegistrationData) {
  const cc = data.client;
  return { timezone: cc.timezone, available_slot: cc.presenter_property?.available_slot ?? cc.available_slot };
}

/**
 * The page's value and messages as the form useServerErrors fills (react-hook-form, which the other
 * forms use, would take the page over its download budget).
 */
function useErrorTarget(
  value: PresenterAvailabilityValue,
  setErrors: (update: (shown: Errors) => Errors) => void,
  validate: (value: PresenterAvailabilityValue) => Errors | null,
): ErrorTarget<PresenterAvailabilityValue> {
  const latest = useRef(value);
  latest.current = value;
  return useMemo(
    () => ({
      getValues: () => latest.current,
      setError: (name, { message }) => setErrors((shown) => ({ ...shown, [name]: message })),
      trigger: async () => {
        const found = validate(latest.current);
        setErrors(() => found ?? {});
        return found === null;
      },
    }),
    [setErrors, validate],
  );
}

function AvailabilityForm({ data }: { data: RegistrationData }) {
  const t = useT();
  const save = useUpdateAvailability();
  const [value, setValue] = useState<PresenterAvailabilityValue>(() =>
    initialPresenterAvailability(presenterSaved(data), data.lists.agenda_slots),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [version, setVersion] = useState(0);
  const [scrollRequest, setScrollRequest] = useState(0);

  useEffect(() => {
    if (scrollRequest > 0) scrollToFirstError();
  }, [scrollRequest]);
  const validate = useMemo(
    () => (next: PresenterAvailabilityValue) =>
      validatePresenterAvailability(next, data.conference, data.lists.agenda_slots),
    [data.conference, data.lists.agenda_slots],
  );
  // A 422 marks the page's own fields; messages about other registration details are listed with a link.
  const showServerErrors = useServerErrors<PresenterAvailabilityValue>(useErrorTarget(value, setErrors, validate), {
    show: alertError,
    fieldMap: availabilityField,
    onUnmatched: setOtherErrors,
    validationFallback: t(NOT_SAVED),
  });

  function change(next: PresenterAvailabilityValue) {
    setValue(next);
    if (submitted) setErrors(validate(next) ?? {});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setOtherErrors([]);
    const found = validate(value);
    setErrors(found ?? {});
    if (found) {
      setScrollRequest((n) => n + 1);
      if (hasNoAvailability(value)) await showAlert(NO_SLOTS_ALERT, 'warning');
      return;
    }
    setSaving(true);
    try {
      // Saved, the profile is fetched again here and in the presenter's other tabs (useUpdateAvailability).
      const answer = await save.mutateAsync(availabilityUpdateBody(data, value));
      setSubmitted(false);
      setVersion((n) => n + 1);
      // The server's own message as sent, else the portal's.
      void toast(answer.message || 'Your availability has been saved.', 'success');
    } catch (error) {
      await showServerErrors(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form availability-page__form" onSubmit={(e) => void submit(e)} noValidate>
      <PresenterAvailability
        key={version}
        value={value}
        onChange={change}
        errors={errors}
        conference={data.conference}
        lists={data.lists}
        clientId={data.client.client_id}
        companyId={data.client.client.company_id}
        lateSlots={data.available_slots ?? []}
      />
      {otherErrors.length > 0 ? (
        <FormAlert tone="error">
          <p>{t('Your availability could not be saved because other registration details need attention:')}</p>
          <ul>
            {otherErrors.map((message) => (
              <li key={message} dir="auto">
                {message}
              </li>
            ))}
          </ul>
          <p>
            {t('Please update them on')} <Link to={paths.user.registration}>{t('the registration page')}</Link>.
          </p>
        </FormAlert>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {t('Submit')}
        </button>
      </div>
      {saving ? <Loader label={t('Saving your availability…')} /> : null}
    </form>
  );
}

/** /auth/availability: the presenter's days of attendance and time slots, and the calendar link (spec B§2). */
export function AvailabilityPage() {
  const t = useT();
  const profile = useProfileForForm();
  const data = profile.data;
  return (
    <div className="page availability-page">
      <PageHeading>{t('Days of Attendance & Time slots')}</PageHeading>
      {!data ? (
        <Loader label={t('Loading your availability…')} />
      ) : (
        <>
          {isPresenterProfile(data) ? (
            <section className="card" aria-label={t('Your availability')}>
              <AvailabilityForm data={data} />
            </section>
          ) : (
            <FormAlert tone="info">
              <p>
                {t(
                  'Days of attendance and time slots are chosen by presenting companies, so there is nothing to set here for your account.',
                )}
              </p>
              <p>
                {t('As an investor you give your availability for meetings on the')}{' '}
                <Link to={paths.user.preferences}>{t('meeting preferences page')}</Link>.
              </p>
            </FormAlert>
          )}
          {/* Shown with the answer, not beside the loader, so the loader's replacement never moves it. */}
          <section className="card availability-page__calendar" aria-labelledby="calendar-link-title">
            <h2 id="calendar-link-title">{t('Calendar')}</h2>
            <p>{t('Link your Outlook calendar so that your meetings are added to it.')}</p>
            <CalendarLink />
          </section>
        </>
      )}
    </div>
  );
}
