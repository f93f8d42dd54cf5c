import { startTransition, useEffect, useMemo, useState } from 'react';
import { Loader } from '@/components/loader';
import type { Option } from '@/components/form/select-field';
import { SafeHtml } from '@/components/safe-html';
import type { RegistrationData } from '@/lib/api/contract';
import { DRAFT_RESTORED, LOADING_REGISTRATION } from '../messages';
import {
  ErrorSummary,
  HotelSection,
  InvestorDaysSection,
  PresenterAvailabilitySection,
  PresenterColleagues,
  PresenterQuestionsSection,
  RemarksSection,
  TravelSection,
  usePreloadBelowFold,
} from './below-fold';
import { SubmitBar } from './closing-sections';
import { LoginDetailsSection } from './login-details-section';
import { PersonalDetailsSection } from './personal-details-section';
import { SessionCountdown } from './session-countdown';
import { useRegistrationForm, type RegistrationMode } from './use-registration-form';

type Props = { data: RegistrationData; mode: RegistrationMode };

/**
 * The main registration form for investors and presenters, first time or update: login details,
 * personal details, the investor's days or the presenter's colleagues, questions and travel, the
 * hotel text, remarks, the presenter's availability and the submit button, under the session
 * countdown and, once submitted, the error summary. The login and personal details are the first
 * screen; the sections after them (and the error summary, which a submit waits for) load in a chunk
 * of their own, fetched right after the first render.
 */
export function RegistrationForm({ data, mode }: Props) {
  const state = useRegistrationForm(data, mode);
  const { form, options, personId } = state;
  const conference = data.conference;
  usePreloadBelowFold();
  const countries: Option<number>[] = useMemo(
    () => (data.lists.countries ?? []).map((c) => ({ value: c.id, label: c.name })),
    [data.lists.countries],
  );
  const section = { form, options };
  // The text and the countdown first, the form's fields in a transition right after: the fields
  // (selects among them) are most of the page's rendering, and the text is what the attendee reads first.
  const [fieldsShown, setFieldsShown] = useState(false);
  useEffect(() => startTransition(() => setFieldsShown(true)), []);

  return (
    <div className="register">
      <div className="register__top">
        {conference.registration_text ? <SafeHtml html={conference.registration_text} /> : <span />}
        <SessionCountdown isStopped={state.isFinished} onExpire={state.closeRegistration} />
      </div>
      {state.restored ? (
        <p className="register__restored form-alert form-alert--info" role="status">
          {DRAFT_RESTORED}
        </p>
      ) : null}
      {state.isSubmitted ? (
        <ErrorSummary
          errors={state.errors}
          extra={state.serverNotes}
          onFocus={(path) => form.setFocus(path as never)}
        />
      ) : null}
      {fieldsShown ? (
        <form className="register__form" onSubmit={state.onSubmit} noValidate aria-busy={state.isSending}>
          <LoginDetailsSection {...section} />
          <PersonalDetailsSection {...section} countries={countries} />
          {options.isInvestor ? <InvestorDaysSection {...section} data={data} personId={personId} /> : null}
          {options.isPresenter ? (
            <>
              <PresenterColleagues
                form={form}
                data={data}
                mates={state.mates}
                onMatesChange={state.setMates}
                countries={countries}
                personId={personId}
              />
              <PresenterQuestionsSection form={form} />
              {options.disable_arrival_dates && options.disable_depature_dates ? null : (
                <TravelSection {...section} conference={conference} />
              )}
            </>
          ) : null}
          {conference.hotel_accommodation ? <HotelSection conference={conference} /> : null}
          {options.enableRemarks ? <RemarksSection form={form} /> : null}
          {options.isPresenter ? <PresenterAvailabilitySection {...section} data={data} personId={personId} /> : null}
          <SubmitBar options={options} conference={conference} isSending={state.isSending} />
        </form>
      ) : (
        <div className="register__fields-pending" aria-busy="true">
          <Loader label={LOADING_REGISTRATION} />
        </div>
      )}
    </div>
  );
}
