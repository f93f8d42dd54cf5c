import type { UseFormReturn } from 'react-hook-form';
import { tText, useLocale, useT } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';
import type { SurveyQuestion } from '@/lib/api/contract';
import { isRequired, type SurveyValues } from '../logic/survey';

type QuestionProps = {
  form: UseFormReturn<SurveyValues>;
  question: SurveyQuestion;
  field: string;
  /** Company the question is about, added to its accessible name. */
  context?: string;
};

/**
 * One survey question: radio buttons for a single choice, a text area for free text. The question, its choices and the
 * company are the server's texts, shown as sent in their own direction; the rest is the catalogue's.
 */
export function SurveyQuestionField({ form, question, field, context }: QuestionProps) {
  const t = useT();
  const locale = useLocale();
  // In another language the server's texts keep their own direction inside the accessible name (first-strong
  // isolates, as <bdi>); English as before.
  const isolate = (text: string) => (locale === SOURCE_LOCALE ? text : `\u2068${text}\u2069`);
  const required = isRequired(question);
  const error = form.formState.errors[field]?.message;
  const errorId = `${field}-error`;
  const accessibleName = `${isolate(question.question)}${context ? ` (${isolate(context)})` : ''}${required ? ` ${t('(required)')}` : ''}`;
  const registration = form.register(field, { onChange: () => form.clearErrors(field) });
  const label = (
    <>
      <bdi>{question.question}</bdi>
      {context ? (
        <span className="visually-hidden">
          {' '}
          (<bdi>{context}</bdi>)
        </span>
      ) : null}
      {required ? (
        <>
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
          <span className="visually-hidden"> {t('(required)')}</span>
        </>
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className="field__error">
      <span aria-hidden="true">⚠ </span>
      {tText(error)}
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
              <bdi>{choice}</bdi>
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
