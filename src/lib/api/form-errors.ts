/**
 * How a form shows a failed call, in one place: a 422's field errors go onto the form's fields,
 * the first message is shown the way the form shows messages (alert, toast or inline), the page
 * scrolls to the first invalid field, and the spec's forms re-validate after 1 second (B§8).
 * A 401 shows nothing here: the session has ended and the router is taking the attendee to sign in.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { isApiError, type ApiError } from './errors';

export const ERROR_SCROLL_OFFSET = 255;
export const REVALIDATE_DELAY_MS = 1000;

/** How many frames `scrollToFirstError` looks again for a field the failed submit's render has not marked yet. */
const LOOK_AGAIN_FRAMES = 30;

/**
 * Scrolls so the first invalid field sits 255 px below the top (spec B§8) and focuses it. It is called
 * right after a failed submit, and the render that marks the fields may come after it (a busy device
 * runs the timer first): with no field marked yet, it looks again on each of the next frames (about
 * half a second).
 */
export function scrollToFirstError(root: ParentNode = document): void {
  lookForFirstError(root, LOOK_AGAIN_FRAMES);
}

function lookForFirstError(root: ParentNode, framesLeft: number): void {
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) {
    if (framesLeft > 0) window.requestAnimationFrame(() => lookForFirstError(root, framesLeft - 1));
    return;
  }
  const top = first.getBoundingClientRect().top + window.scrollY - ERROR_SCROLL_OFFSET;
  if (typeof window.scrollTo === 'function') window.scrollTo({ top, behavior: 'smooth' });
  first.focus({ preventScroll: true });
}

/**
 * What these helpers need of a form. A react-hook-form form has it; a form kept in component state
 * (the availability page, whose budget has no room for react-hook-form) can give it too.
 */
export type ErrorTarget<T extends FieldValues> = {
  setError: (name: Path<T>, error: { type: string; message?: string }) => void;
  getValues: () => T;
  /** Checks every field with the form's own rules and shows what they find; true when all pass. */
  trigger: () => Promise<boolean>;
};

/** A react-hook-form form, or a form of its own (its values type given, not inferred). */
type FormOf<T extends FieldValues> =
  | Pick<UseFormReturn<T>, 'setError' | 'getValues' | 'trigger'>
  | ErrorTarget<NoInfer<T>>;

/** A server key → the form path it belongs to, or undefined when the form has no such field. */
export type FieldMap<T extends FieldValues> = Record<string, Path<T>> | ((key: string) => Path<T> | undefined);

function pathFor<T extends FieldValues>(
  key: string,
  values: Record<string, unknown>,
  fieldMap?: FieldMap<T>,
): Path<T> | undefined {
  const mapped = typeof fieldMap === 'function' ? fieldMap(key) : fieldMap?.[key];
  return mapped ?? (key in values ? (key as Path<T>) : undefined);
}

/**
 * Puts a 422's field errors onto the matching form fields by name. `fieldMap` maps a
 * server key to a form path when they differ. Returns the keys that matched.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<FormOf<T>, 'setError' | 'getValues'>,
  error: ApiError,
  fieldMap?: FieldMap<T>,
): string[] {
  const target: Pick<ErrorTarget<T>, 'setError' | 'getValues'> = form;
  const applied: string[] = [];
  const values = (target.getValues() ?? {}) as Record<string, unknown>;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const path = pathFor(key, values, fieldMap);
    if (!path || messages.length === 0) continue;
    target.setError(path, { type: 'server', message: messages[0] });
    applied.push(key);
  }
  return applied;
}

/**
 * Which server text a failure shows: 'validation' shows the server's first message only for a
 * refusal of what was sent (422 and the like); 'refused' also for 403, 404 and 429; 'answered' for
 * any answer of the server, 5xx included. No answer, or an unreadable one, shows the fallback.
 */
export type ServerText = 'validation' | 'refused' | 'answered';

/** The message a failed call shows, or null for a 401 (nothing to show: the attendee is sent to sign in). */
export function failureMessage(
  error: unknown,
  fallback: string = SOMETHING_WENT_WRONG,
  serverText: ServerText = 'answered',
): string | null {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'unauthorized') return null;
  if (serverText === 'validation' && error.kind !== 'validation') return fallback;
  if (serverText === 'refused' && !error.refused) return fallback;
  return error.firstMessage(fallback);
}

export type ServerErrorOptions<T extends FieldValues> = {
  /** Shows the first message the way this form shows messages today. */
  show: (message: string) => void | Promise<void>;
  fieldMap?: FieldMap<T>;
  /** The spec's forms: re-validate after 1 second, keeping the server's field errors, then scroll to the first error. */
  revalidate?: boolean;
  /** Receives the field messages of a 422 that belong to no field of the form, before the message shows. */
  onUnmatched?: (messages: string[]) => void;
  fallback?: string;
  /** The text of a 422 that carries no message of its own (else `fallback`). */
  validationFallback?: string;
  serverText?: ServerText;
};

export type ServerErrorOutcome = {
  /** The message that was shown, null when none was (a 401). */
  message: string | null;
  /** Field messages of a 422 that belong to no field of the form. */
  unmatched: string[];
};

/** Returns the one handler of a form's failed submit (see the module comment). */
export function useServerErrors<T extends FieldValues>(
  form: FormOf<T>,
  options: ServerErrorOptions<T>,
): (error: unknown) => Promise<ServerErrorOutcome> {
  const latest = useRef(options);
  latest.current = options;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    async (error: unknown) => {
      const target: ErrorTarget<T> = form;
      const { show, fieldMap, revalidate, fallback, validationFallback, serverText, onUnmatched } = latest.current;
      const unmatched: string[] = [];
      const validation = isApiError(error) && error.kind === 'validation';
      if (validation) {
        const values = (target.getValues() ?? {}) as Record<string, unknown>;
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          if (!pathFor(key, values, fieldMap) && messages[0]) unmatched.push(messages[0]);
        }
        applyServerErrors(target, error, fieldMap);
        window.clearTimeout(timer.current);
        if (revalidate) {
          timer.current = window.setTimeout(() => {
            void target.trigger().then(() => {
              // Re-validation clears the fields the form's own rules accept: the server's word stays.
              applyServerErrors(target, error, fieldMap);
              timer.current = window.setTimeout(() => scrollToFirstError(), 0);
            });
          }, REVALIDATE_DELAY_MS);
        } else {
          timer.current = window.setTimeout(() => scrollToFirstError(), 0);
        }
      }
      onUnmatched?.(unmatched);
      const text = (validation ? validationFallback : undefined) ?? fallback ?? SOMETHING_WENT_WRONG;
      const message = failureMessage(error, text, serverText ?? 'answered');
      if (message !== null) await show(message);
      return { message, unmatched };
    },
    [form],
  );
}
