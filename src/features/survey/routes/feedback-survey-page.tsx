import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageHeading } from '@/components/page-heading';
import { tText, useT } from '@/i18n/i18n';
import { now } from '@/lib/dates/clock';
import { readItem, writeItem } from '@/lib/session/storage';
import {
  emptyFeedbackAnswers,
  FEEDBACK_STORAGE_KEY,
  feedbackQuestions,
  feedbackSchema,
  readStoredFeedback,
  type FeedbackAnswers,
  type StoredFeedback,
} from '../logic/feedback-survey';
import '../feedback-survey.css';

type FormValues = Record<string, string | null>;

export function FeedbackSurveyPage() {
  const t = useT();
  const [stored, setStored] = useState<StoredFeedback | null>(() => readStoredFeedback(readItem(FEEDBACK_STORAGE_KEY)));
  const [showThanks, setShowThanks] = useState(stored !== null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const form = useForm<FormValues, unknown, FeedbackAnswers>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { ...emptyFeedbackAnswers(), ...(stored?.answers ?? {}) },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((answers) => {
    const record: StoredFeedback = { answers, submitted_at: now().toISOString() };
    writeItem(FEEDBACK_STORAGE_KEY, record);
    setStored(record);
    setShowThanks(true);
    requestAnimationFrame(() => thanksRef.current?.focus());
  });

  return (
    <div className="page feedback-survey">
      <PageHeading>{t('Feedback Survey')}</PageHeading>
      {showThanks ? (
        <div className="card feedback-survey__thanks" role="status" tabIndex={-1} ref={thanksRef}>
          <h2>{t('Thank you for your feedback!')}</h2>
          <p>{t("Your answers help us make next year's conference better. They are kept in this browser.")}</p>
          <button type="button" className="btn btn--secondary" onClick={() => setShowThanks(false)}>
            {t('Change my answers')}
          </button>
        </div>
      ) : (
        <>
          <p>{t('Please tell us about your experience of the conference. All questions are required.')}</p>
          {stored ? (
            <p className="field__hint">{t('You can change the answers you gave earlier and submit them again.')}</p>
          ) : null}
          <form className="form feedback-survey__form" onSubmit={onSubmit} noValidate>
            <ol className="feedback-survey__questions">
              {feedbackQuestions.map((question, index) => {
                const error = errors[question.id]?.message;
                const errorId = `feedback-${question.id}-error`;
                return (
                  <li key={question.id}>
                    <fieldset
                      className={`field feedback-survey__question${error ? ' field--invalid' : ''}`}
                      aria-describedby={error ? errorId : undefined}
                    >
                      <legend className="field__label">
                        <span className="feedback-survey__number">{index + 1}.</span> {t(question.text)}
                        <span className="field__required" aria-hidden="true">
                          {' '}
                          *
                        </span>
                      </legend>
                      <div className="feedback-survey__choices">
                        {question.choices.map((choice) => (
                          <label key={choice}>
                            <input type="radio" value={choice} {...form.register(question.id)} /> {t(choice)}
                          </label>
                        ))}
                      </div>
                      {error ? (
                        <p id={errorId} className="field__error">
                          <span aria-hidden="true">⚠ </span>
                          {tText(error)}
                        </p>
                      ) : null}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div className="form-actions">
              <button type="submit" className="btn btn--primary">
                {t('Submit')}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
