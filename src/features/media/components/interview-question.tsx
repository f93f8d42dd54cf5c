import { Controller, type Control } from 'react-hook-form';
import type { MediaSurveyInput } from '../logic/media-survey-schema';

/** The required yes/no question "Would you like a media interview?", with its error below. */
export function InterviewQuestion({ control }: { control: Control<MediaSurveyInput> }) {
  return (
    <Controller
      control={control}
      name="media_interview"
      render={({ field, fieldState }) => (
        <fieldset className="field media-survey__choice" aria-describedby={fieldState.error ? 'media-interview-error' : undefined}>
          <legend className="field__label">
            Would you like a media interview?<span className="field__required" aria-hidden="true"> *</span>
          </legend>
          <div className="media-survey__radios">
            <label>
              <input
                type="radio"
                name={field.name}
                value="yes"
                checked={field.value === true}
                onChange={() => field.onChange(true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />{' '}
              Yes
            </label>
            <label>
              <input
                type="radio"
                name={field.name}
                value="no"
                checked={field.value === false}
                onChange={() => field.onChange(false)}
                onBlur={field.onBlur}
              />{' '}
              No
            </label>
          </div>
          {fieldState.error ? (
            <p id="media-interview-error" className="field__error">
              <span aria-hidden="true">⚠ </span>
              {fieldState.error.message}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
