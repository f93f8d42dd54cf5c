import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from './errors';

export const ERROR_SCROLL_OFFSET = 255;
export const REVALIDATE_DELAY_MS = 1000;

/** Scrolls so the first invalid field sits 255 px below the top (spec B§8). */
export function scrollToFirstError(root: ParentNode = document): void {
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  const top = first.getBoundingClientRect().top + window.scrollY - ERROR_SCROLL_OFFSET;
  if (typeof window.scrollTo === 'function') window.scrollTo({ top, behavior: 'smooth' });
  first.focus({ preventScroll: true });
}

/**
 * Puts a 422's field errors onto the matching form fields by name. `fieldMap` maps a
 * server key to a form path when they differ. Returns the names that matched.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: ApiError,
  fieldMap: Record<string, Path<T>> = {},
): string[] {
  const applied: string[] = [];
  const values = form.getValues() as Record<string, unknown>;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const path = fieldMap[key] ?? (key in values ? (key as Path<T>) : undefined);
    if (!path || messages.length === 0) continue;
    form.setError(path, { type: 'server', message: messages[0] });
    applied.push(key);
  }
  return applied;
}
