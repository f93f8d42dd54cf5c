import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { announceChanges } from '@/lib/api/other-tabs';
import { alertError, showAlert, toast } from '@/lib/alerts';
import type { RegistrationData } from '@/lib/api/contract';
import { isApiErrorOf } from '@/lib/api/errors';
import { failureMessage, scrollToFirstError } from '@/lib/api/form-errors';
import { isPresenterProfile, profileKeys, useProfileForForm } from '@/lib/profile/profile';
import { postUpdateProfile } from '../api/update-profile';
import { PresenterAvailability } from '../components/presenter-availability';
import { CalendarLink } from '@/features/calendar-link';
import { AVAILABILITY_FIELDS, availabilityUpdateBody } from '../logic/availability-update';
import {
  hasNoAvailability,
  initialPresenterAvailability,
  type PresenterAvailabilityValue,
  validatePresenterAvailability,
} from '../logic/presenter-slots';
import { NO_SLOTS_ALERT } from '../messages';
import '../availability-page.css';

type Errors = Record<string, string | undefined>;

function presenterSaved(data: RegistrationData) {
  const cc = data.client;
  return { timezone: cc.timezone, available_slot: cc.presenter_property?.available_slot ?? cc.available_slot };
}

function AvailabilityForm({ data }: { data: RegistrationData }) {
  const queryClient = useQueryClient();
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

  function change(next: PresenterAvailabilityValue) {
    setValue(next);
    if (submitted) setErrors(validatePresenterAvailability(next, data.conference, data.lists.agenda_slots) ?? {});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setOtherErrors([]);
    const found = validatePresenterAvailability(value, data.conference, data.lists.agenda_slots);
    setErrors(found ?? {});
    if (found) {
      setScrollRequest((n) => n + 1);
      if (hasNoAvailability(value)) await showAlert(NO_SLOTS_ALERT, 'warning');
      return;
    }
    setSaving(true);
    try {
      const answer = await postUpdateProfile(availabilityUpdateBody(data, value));
      setSubmitted(false);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      announceChanges([profileKeys.all]);
      setVersion((n) => n + 1);
      void toast(answer.message || 'Your availability has been saved.', 'success');
    } catch (error) {
      if (isApiErrorOf(error, 'validation')) {
        const own: Errors = {};
        const others: string[] = [];
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          if ((AVAILABILITY_FIELDS as readonly string[]).includes(key)) own[key] = messages[0];
          else if (messages[0]) others.push(messages[0]);
        }
        setErrors(own);
        setOtherErrors(others);
        setScrollRequest((n) => n + 1);
        await alertError(error.firstMessage('Your availability could not be saved. Please try again.'));
        return;
      }
      const message = failureMessage(error);
      if (message) await alertError(message);
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
          <p>Your availability could not be saved because other registration details need attention:</p>
          <ul>
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>
            Please update them on <Link to={paths.user.registration}>the registration page</Link>.
          </p>
        </FormAlert>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          Submit
        </button>
      </div>
      {saving ? <Loader label="Saving your availability…" /> : null}
    </form>
  );
}

/** /auth/availability: the presenter's days of attendance and time slots, and the calendar link (spec B§2). */
export function AvailabilityPage() {
  const profile = useProfileForForm();
  const data = profile.data;
  return (
    <div className="page availability-page">
      <PageHeading>Days of Attendance &amp; Time slots</PageHeading>
      {!data ? (
        <Loader label="Loading your availability…" />
      ) : (
        <>
          {isPresenterProfile(data) ? (
            <section className="card" aria-label="Your availability">
              <AvailabilityForm data={data} />
            </section>
          ) : (
            <FormAlert tone="info">
              <p>
                Days of attendance and time slots are chosen by presenting companies, so there is nothing to set here
                for your account.
              </p>
              <p>
                As an investor you give your availability for meetings on the{' '}
                <Link to={paths.user.preferences}>meeting preferences page</Link>.
              </p>
            </FormAlert>
          )}
          {/* Shown with the answer, not beside the loader, so the loader's replacement never moves it. */}
          <section className="card availability-page__calendar" aria-labelledby="calendar-link-title">
            <h2 id="calendar-link-title">Calendar</h2>
            <p>Link your Outlook calendar so that your meetings are added to it.</p>
            <CalendarLink />
          </section>
        </>
      )}
    </div>
  );
}
