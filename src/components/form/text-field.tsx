import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useLocale } from '@/i18n/i18n';
import { shownText } from './shown-text';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | { message?: string };
  hint?: ReactNode;
  required?: boolean;
};

/**
 * A labelled input bound to react-hook-form, with its error tied to it for screen readers. The error is a catalogue id
 * (a form rule's message) shown in the attendee's language, or the server's words as sent.
 */
export function TextField({ label, registration, error, hint, required, id, className, ...rest }: Props) {
  useLocale();
  const autoId = useId();
  const inputId = id ?? `${registration.name.replace(/\W+/g, '-')}-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error?.message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error?.message ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...rest}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error?.message ? <FieldMessage id={errorId} message={error.message} /> : null}
    </div>
  );
}

/** A field's error: a rule's message in the attendee's language, or the server's words in their own direction. */
function FieldMessage({ id, message }: { id: string; message: string }) {
  const shown = shownText(message);
  return (
    <p id={id} className="field__error" dir={shown.dir}>
      <span aria-hidden="true">⚠ </span>
      {shown.text}
    </p>
  );
}
