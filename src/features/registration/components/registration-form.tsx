import { startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Loader } from '@/components/loader';
import type { Option } from '@/components/form/select-field';
import { SafeHtml } from '@/components/safe-html';
import { useLocale, useT } from '@/i18n/i18n';
import type { RegistrationData } from '@/lib/api/contract';
import type { RegistrationMode } from '../logic/form-values';
import { isolate } from '@/i18n/isolate';
import { DRAFT_RESTORED, LOADING_REGISTRATION } from '../messages';
import {
  ErrorSummary,
  Deferred,
  HotelSection,
  InvestorDaysSection,
  PresenterAvailabilitySection,
  PresenterColleagues,
  PresenterQuestionsSection,
  RemarksSection,
  SectionIndex,
  TravelSection,
  usePreloadDeferredSections,
} from './deferred-sections';
import { LoginDetailsSection } from './login-details-section';
import { PersonalDetailsSection } from './personal-details-section';
import { SessionCountdown } from './session-countdown';
import { SubmitBar } from './submit-bar';
import { useRegistrationForm } from './use-registration-form';

type Props = { data: RegistrationData; mode: RegistrationMode };

/**
 * The main registration form for investors and presenters, first time or update: login details,
 * personal details, the investor's days or the presenter's colleagues, questions and travel, the
 * hotel text, remarks, the presenter's availability and the submit button, under the session
 * countdown and, once submitted, the error summary. The login and personal details are the first
 * screen; the sections after them are deferred (deferred-sections.tsx).
 */
export function RegistrationForm({ data, mode }: Props) {
  const state = useRegistrationForm(data, mode);
  const { form, options, personId } = state;
  const conference = data.conference;
  usePreloadDeferredSections();
  const t = useT();
  const locale = useLocale();
  // The server's names, in their own direction in a page of another language.
  const countries: Option<number>[] = useMemo(
    () => (data.lists.countries ?? []).map((c) => ({ value: c.id, label: isolate(c.name, locale) })),
    [data.lists.countries, locale],
  );
  const section = { form, options };
  // The text and the countdown first, the form's fields in a transition right after: the fields
  // (selects among them) are most of the page's rendering, and the text is what the attendee reads first.
  const [fieldsShown, setFieldsShown] = useState(false);
  useEffect(() => startTransition(() => setFieldsShown(true)), []);
  const travel = !(options.disable_arrival_dates && options.disable_depature_dates);

  return (
    <div className="register register--indexed">
      <aside className="register__aside">
        <SessionCountdown isStopped={state.isFinished} onExpire={state.closeRegistration} />
        {/* The index arrives with the sections below the first screen (deferred-sections.tsx). */}
        <Suspense fallback={null}>
          <SectionIndex options={options} conference={conference} />
        </Suspense>
      </aside>
      {conference.registration_text ? (
        <div className="register__top" dir="auto">
          <SafeHtml html={conference.registration_text} />
        </div>
      ) : null}
      {state.restored ? (
        <p className="register__restored form-alert form-alert--info" role="status">
          {t(DRAFT_RESTORED)}
        </p>
      ) : null}
      {state.isSubmitted ? (
        <Suspense fallback={null}>
          <ErrorSummary
            errors={state.errors}
            extra={state.serverNotes}
            onFocus={(path) => form.setFocus(path as never)}
          />
        </Suspense>
      ) : null}
      {fieldsShown ? (
        <form className="register__form" onSubmit={state.onSubmit} noValidate aria-busy={state.isSending}>
          <LoginDetailsSection {...section} />
          <PersonalDetailsSection {...section} countries={countries} />
          {options.isInvestor ? (
            <Deferred minHeight="42rem">
              <InvestorDaysSection {...section} data={data} personId={personId} />
            </Deferred>
          ) : null}
          {options.isPresenter ? (
            <>
              <Deferred minHeight="70rem">
                <PresenterColleagues
                  form={form}
                  data={data}
                  mates={state.mates}
                  onMatesChange={state.setMates}
                  countries={countries}
                  personId={personId}
                />
              </Deferred>
              <Deferred minHeight="13rem">
                <PresenterQuestionsSection form={form} />
              </Deferred>
              {!travel ? null : (
                <Deferred minHeight="15rem">
                  <TravelSection {...section} conference={conference} />
                </Deferred>
              )}
            </>
          ) : null}
          {conference.hotel_accommodation ? (
            <Deferred minHeight="10rem">
              <HotelSection conference={conference} />
            </Deferred>
          ) : null}
          {options.enableRemarks ? (
            <Deferred minHeight="13rem">
              <RemarksSection form={form} />
            </Deferred>
          ) : null}
          {options.isPresenter ? (
            <Deferred minHeight="37rem">
              <PresenterAvailabilitySection {...section} data={data} personId={personId} />
            </Deferred>
          ) : null}
          <SubmitBar options={options} conference={conference} isSending={state.isSending} />
        </form>
      ) : (
        <div className="register__fields-pending" aria-busy="true">
          <Loader label={t(LOADING_REGISTRATION)} />
        </div>
      )}
    </div>
  );
}
