import { useId, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ANSWER_NO, ANSWER_YES } from '../messages';

/** A labelled textarea bound to react-hook-form. */
export function TextAreaField({
  label,
  registration,
  error,
  required,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}) {
  const id = `textarea-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        className="register__textarea"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
        {...registration}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A required yes/no question as a radio pair; the answer is a boolean, null until chosen. */
export function YesNoField({
  legend,
  name,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string;
}) {
  const id = `${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <fieldset className="register__choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="register__choice-options">
        {[
          { label: ANSWER_YES, answer: true },
          { label: ANSWER_NO, answer: false },
        ].map(({ label, answer }) => (
          <label key={label}>
            <input
              type="radio"
              name={name}
              checked={value === answer}
              onChange={() => onChange(answer)}
              aria-invalid={error ? true : undefined}
              required
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
