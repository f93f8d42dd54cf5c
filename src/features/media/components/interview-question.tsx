import { Controller, type Control } from 'react-hook-form';
import { tText, useT } from '@/i18n/i18n';
import type { MediaSurveyInput } from '../logic/media-survey-schema';

/** The two answers; each label is a catalogue id. */
const ANSWERS = [
  { answer: true, value: 'yes', label: 'Yes' },
  { answer: false, value: 'no', label: 'No' },
] as const;

/** The required yes/no question "Would you like a media interview?", with its error below. */
export function InterviewQuestion({ control }: { control: Control<MediaSurveyInput> }) {
  const t = useT();
  return (
    <Controller
      control={control}
      name="media_interview"
      render={({ field, fieldState }) => (
        <fieldset
          className="field media-survey__choice"
          aria-describedby={fieldState.error ? 'media-interview-error' : undefined}
        >
          <legend className="field__label">
            {t('Would you like a media interview?')}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <div className="media-survey__radios">
            {ANSWERS.map(({ answer, value, label }, index) => (
              <label key={value}>
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === answer}
                  onChange={() => field.onChange(answer)}
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                />{' '}
                {t(label)}
              </label>
            ))}
          </div>
          {fieldState.error ? (
            <p id="media-interview-error" className="field__error">
              <span aria-hidden="true">⚠ </span>
              {tText(fieldState.error.message ?? '')}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
