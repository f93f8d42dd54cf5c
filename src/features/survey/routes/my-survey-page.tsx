import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { OfflineActionReason } from '@/components/offline-notice';
import { PageHeading } from '@/components/page-heading';
import { t, tText, useT } from '@/i18n/i18n';
import { alertWarning } from '@/lib/alerts';
import { useOffline } from '@/lib/offline/online';
import { failureMessage } from '@/lib/api/form-errors';
import { mySurveyQueryOptions, useMySurvey } from '../api/my-survey';
import { useSubmitMySurvey } from '../api/submit-my-survey';
import { SurveyQuestionField } from '../components/survey-question';
import {
  byOrder,
  companyField,
  initialValues,
  missingAnswers,
  questionField,
  surveyBody,
  type SurveyData,
  type SurveyValues,
} from '../logic/survey';
import { ANSWER_ALL_MESSAGE, NEEDS_ANSWER, SEND_FAILED } from '../messages';
import '../survey.css';

/**
 * Asks for the attendee's survey (questions and earlier answers) before the page first renders
 * (start-up calls this for a signed-in attendee while the profile is still on its way): the survey
 * needs nothing from the profile, so the page finds it already loading or loaded.
 */
export function prefetchPageData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(mySurveyQueryOptions());
}

export function MySurveyPage() {
  useT();
  const survey = useMySurvey();
  const loadError = survey.isError ? (
    <LoadError error={survey.error} title={t('We could not load the survey.')} onRetry={() => void survey.refetch()} />
  ) : null;
  return (
    <section className="page survey">
      <PageHeading>{t('Conference Survey')}</PageHeading>
      {survey.isPending ? (
        <Loader label={t('Loading the survey…')} />
      ) : survey.data === undefined ? (
        loadError
      ) : (
        <>
          {/* A later read that failed leaves the answers given so far as they are. */}
          {loadError}
          <SurveyForm data={survey.data} />
        </>
      )}
    </section>
  );
}

/**
 * The required questions left blank, as the form's errors in one step: setting them one by one (setError) copies
 * the whole error list each time, which grows with the square of the questions.
 */
function requiredAnswers(data: SurveyData): Resolver<SurveyValues> {
  return (values) => {
    const missing = missingAnswers(data, values);
    if (missing.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(missing.map((field) => [field, { type: 'required', message: NEEDS_ANSWER }])),
    };
  };
}

function SurveyForm({ data }: { data: SurveyData }) {
  useT();
  const resolver = useMemo(() => requiredAnswers(data), [data]);
  const form = useForm<SurveyValues>({ defaultValues: initialValues(data), resolver, shouldFocusError: false });
  const offline = useOffline();
  const submit = useSubmitMySurvey();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!success && !failure) return;
    messageRef.current?.focus();
    messageRef.current?.scrollIntoView?.({ block: 'center' });
  }, [success, failure]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const answer = await submit.mutateAsync(surveyBody(data, values));
        setSuccess(answer.message);
      } catch (error) {
        // A 401 has ended the session (the survey post goes to plain /auth/login): nothing to show.
        const message = failureMessage(error, SEND_FAILED, 'validation');
        if (message) setFailure(message);
      }
    },
    (errors) => {
      setFailure(null);
      // After the alert, take the user to the first question still to answer (the errors are in display order).
      const [first] = Object.keys(errors);
      void alertWarning(t(ANSWER_ALL_MESSAGE)).then(() => first && form.setFocus(first));
    },
  );

  if (data.survey.length === 0 && data.companies.length === 0) {
    return <p role="status">{t('There are no survey questions at the moment.')}</p>;
  }

  const locked = Boolean(success) || submit.isPending;

  return (
    <form
      className="survey__form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-describedby="survey-required-note"
    >
      <div ref={messageRef} tabIndex={-1} className="survey__message">
        {success ? (
          <div className="form-alert form-alert--success" role="status">
            <span aria-hidden="true">✔ </span>
            {/* The server's own message, as sent. */}
            <span dir="auto">{success}</span>
          </div>
        ) : null}
        {failure ? (
          <div className="form-alert form-alert--error survey__error" role="alert">
            <span aria-hidden="true">⚠ </span>
            <span className="visually-hidden">{t('Error:')} </span>
            {/* The server's message, or the catalogue's when it gave none. */}
            <span dir="auto">{tText(failure)}</span>
          </div>
        ) : null}
      </div>
      <p id="survey-required-note" className="survey__note">
        {t('Questions marked with')} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t('an asterisk')}</span> {t('must be answered.')}
      </p>
      <fieldset className="survey__all" disabled={locked}>
        <legend className="visually-hidden">{t('Conference Survey questions')}</legend>
        {data.survey.length > 0 ? (
          <section className="survey__group card" aria-labelledby="survey-general">
            <h2 id="survey-general">{t('The conference')}</h2>
            {byOrder(data.survey).map((q) => (
              <SurveyQuestionField key={q.id} form={form} question={q} field={questionField(q.id)} />
            ))}
          </section>
        ) : null}
        {data.companies.map((company) => (
          <section key={company.id} className="survey__group card" aria-labelledby={`survey-company-${company.id}`}>
            <h2 id={`survey-company-${company.id}`} dir="auto">
              {company.name}
            </h2>
            {byOrder(company.questions).map((q) => (
              <SurveyQuestionField
                key={q.id}
                form={form}
                question={q}
                field={companyField(company.id, q.id)}
                context={company.name}
              />
            ))}
          </section>
        ))}
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={offline}
            aria-busy={submit.isPending || undefined}
            aria-describedby={offline ? 'survey-offline-reason' : undefined}
          >
            {submit.isPending ? t('Submitting…') : t('Submit')}
          </button>
          <OfflineActionReason id="survey-offline-reason" />
        </div>
      </fieldset>
    </form>
  );
}
