import { useId, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { tText, useT } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import { ANSWER_NO, ANSWER_YES } from '../messages';

/** A field's error as react-hook-form holds it: a rule's message (a catalogue id), or the server's (type 'server'). */
export type FieldMessage = { type?: string | number; message?: string };

/**
 * A field's error: a rule's message in the attendee's language, or the server's own words (a refusal placed on the
 * field) as sent, in their own direction.
 */
export function ErrorText({ error }: { error: FieldMessage }) {
  const message = error.message ?? '';
  return error.type === 'server' ? isolate(message) : tText(message);
}

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
  error?: FieldMessage;
  required?: boolean;
}) {
  const id = `textarea-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const invalid = Boolean(error?.message);
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
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
        aria-invalid={invalid ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...rest}
        {...registration}
      />
      {error?.message ? (
        <p id={`${id}-error`} className="field__error">
          <span aria-hidden="true">⚠ </span>
          <ErrorText error={error} />
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
  error?: FieldMessage;
}) {
  const t = useT();
  const id = `${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const invalid = Boolean(error?.message);
  return (
    <fieldset className="register__choice" aria-describedby={invalid ? `${id}-error` : undefined}>
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
              aria-invalid={invalid ? true : undefined}
              required
            />
            {t(label)}
          </label>
        ))}
      </div>
      {error?.message ? (
        <p id={`${id}-error`} className="field__error">
          <span aria-hidden="true">⚠ </span>
          <ErrorText error={error} />
        </p>
      ) : null}
    </fieldset>
  );
}
