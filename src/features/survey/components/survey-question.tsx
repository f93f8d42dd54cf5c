import type { UseFormReturn } from 'react-hook-form';
import type { SurveyQuestion } from '@/lib/api/contract';
import { isRequired, type SurveyValues } from '../logic/survey';

type QuestionProps = {
  form: UseFormReturn<SurveyValues>;
  question: SurveyQuestion;
  field: string;
  /** Company the question is about, added to its accessible name. */
  context?: string;
};

/** One survey question: radio buttons for a single choice, a text area for free text. */
export function SurveyQuestionField({ form, question, field, context }: QuestionProps) {
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
