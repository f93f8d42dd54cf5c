import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { OfflineActionReason } from '@/components/offline-notice';
import { PageHeading } from '@/components/page-heading';
import { alertWarning } from '@/lib/alerts';
import type { SurveyQuestion } from '@/lib/api/contract';
import { useOffline } from '@/lib/offline/online';
import { failureMessage } from '@/lib/api/form-errors';
import { useMySurvey, useSubmitMySurvey } from '../api/my-survey';
import {
  ANSWER_ALL_MESSAGE,
  byOrder,
  companyField,
  initialValues,
  isRequired,
  missingAnswers,
  questionField,
  surveyBody,
  type SurveyData,
  type SurveyValues,
} from '../logic/survey';
import '../survey.css';

const NEEDS_ANSWER = 'This question needs an answer.';
const SEND_FAILED = 'The survey could not be sent. Please try again.';

export function MySurveyPage() {
  const survey = useMySurvey();
  return (
    <section className="page survey">
      <PageHeading>Conference Survey</PageHeading>
      {survey.isPending ? (
        <Loader label="Loading the survey…" />
      ) : survey.isError ? (
        <LoadError error={survey.error} title="We could not load the survey." onRetry={() => void survey.refetch()} />
      ) : (
        <SurveyForm data={survey.data} />
      )}
    </section>
  );
}

function SurveyForm({ data }: { data: SurveyData }) {
  const form = useForm<SurveyValues>({ defaultValues: initialValues(data) });
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

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const missing = missingAnswers(data, values);
    if (missing.length > 0) {
      for (const field of missing) form.setError(field, { type: 'required', message: NEEDS_ANSWER });
      // After the alert, take the user to the first question still to answer.
      void alertWarning(ANSWER_ALL_MESSAGE).then(() => form.setFocus(missing[0]));
      return;
    }
    try {
      const answer = await submit.mutateAsync(surveyBody(data, values));
      setSuccess(answer.message);
    } catch (error) {
      // A 401 has ended the session (the survey post goes to plain /auth/login): nothing to show.
      const message = failureMessage(error, SEND_FAILED, 'validation');
      if (message) setFailure(message);
    }
  });

  if (data.survey.length === 0 && data.companies.length === 0) {
    return <p role="status">There are no survey questions at the moment.</p>;
  }

  const locked = Boolean(success) || submit.isPending;

  return (
    <form className="survey__form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby="survey-required-note">
      <div ref={messageRef} tabIndex={-1} className="survey__message">
        {success ? (
          <div className="form-alert form-alert--success" role="status">
            <span aria-hidden="true">✔ </span>
            {success}
          </div>
        ) : null}
        {failure ? (
          <div className="form-alert form-alert--error survey__error" role="alert">
            <span aria-hidden="true">⚠ </span>
            <span className="visually-hidden">Error: </span>
            {failure}
          </div>
        ) : null}
      </div>
      <p id="survey-required-note" className="survey__note">
        Questions marked with <span aria-hidden="true">*</span>
        <span className="visually-hidden">an asterisk</span> must be answered.
      </p>
      <fieldset className="survey__all" disabled={locked}>
        <legend className="visually-hidden">Conference Survey questions</legend>
        {data.survey.length > 0 ? (
          <section className="survey__group card" aria-labelledby="survey-general">
            <h2 id="survey-general">The conference</h2>
            {byOrder(data.survey).map((q) => (
              <Question key={q.id} form={form} question={q} field={questionField(q.id)} />
            ))}
          </section>
        ) : null}
        {data.companies.map((company) => (
          <section key={company.id} className="survey__group card" aria-labelledby={`survey-company-${company.id}`}>
            <h2 id={`survey-company-${company.id}`}>{company.name}</h2>
            {byOrder(company.questions).map((q) => (
              <Question key={q.id} form={form} question={q} field={companyField(company.id, q.id)} context={company.name} />
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
            {submit.isPending ? 'Submitting…' : 'Submit'}
          </button>
          <OfflineActionReason id="survey-offline-reason" />
        </div>
      </fieldset>
    </form>
  );
}

type QuestionProps = {
  form: UseFormReturn<SurveyValues>;
  question: SurveyQuestion;
  field: string;
  /** Company the question is about, added to its accessible name. */
  context?: string;
};

function Question({ form, question, field, context }: QuestionProps) {
  const required = isRequired(question);
  const error = form.formState.errors[field]?.message;
  const errorId = `${field}-error`;
  const accessibleName = `${question.question}${context ? ` (${context})` : ''}${required ? ' (required)' : ''}`;
  const registration = form.register(field, { onChange: () => form.clearErrors(field) });
  const label = (
    <>
      {question.question}
      {context ? <span className="visually-hidden"> ({context})</span> : null}
      {required ? (
        <>
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
          <span className="visually-hidden"> (required)</span>
        </>
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className="field__error">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  ) : null;

  if (question.type === 1) {
    return (
      <fieldset
        className={`survey__question${error ? ' field--invalid' : ''}`}
        aria-label={accessibleName}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="field__label">{label}</legend>
        <div className="survey__choices">
          {question.choices.map((choice) => (
            <label key={choice} className="survey__choice">
              <input type="radio" value={choice} aria-invalid={error ? true : undefined} {...registration} />
              {choice}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  const id = `survey-${field}`;
  return (
    <div className={`field survey__question${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-label={accessibleName}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {errorText}
    </div>
  );
}
