/**
 * "Nothing lost" checks: a form's submit fails three ways (a 422 refusal, a 500, a network abort)
 * and every value typed must still be there afterwards.
 */
import type { QueryClient, RefetchQueryFilters } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from '@/mocks/node';

export const submitFailures = ['422', '500', 'network abort'] as const;
export type SubmitFailure = (typeof submitFailures)[number];

function answer(kind: SubmitFailure, field: string) {
  if (kind === '422') {
    return HttpResponse.json(
      { status: 422, message: 'The given data was invalid.', errors: { [field]: ['This value was refused.'] } },
      { status: 422 },
    );
  }
  if (kind === '500') return HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 });
  return HttpResponse.error();
}

/**
 * Makes `method path` (relative to /api/v1/user/) fail as `kind` from now on; `field` names the
 * field a 422 refuses. Returns a function that waits until the call was made.
 */
export function failSubmit(method: 'post' | 'get', path: string, kind: SubmitFailure, field = 'name') {
  shownBefore = new Set(document.querySelectorAll(FAILURE_SHOWN));
  let calls = 0;
  server.use(
    http[method](`*/api/v1/user/${path}`, () => {
      calls += 1;
      return answer(kind, field);
    }),
  );
  return () => waitFor(() => expect(calls).toBeGreaterThan(0), { timeout: 5000 });
}

/**
 * A later read fails while the page shows its answer: `GET path` (relative to /api/v1/user/) answers a 500 from now
 * on, and the queries matching `filters` are read again at once (the page shows the failure; the test checks what it
 * kept).
 */
export async function failLaterRead(queryClient: QueryClient, path: string, filters: RefetchQueryFilters) {
  server.use(http.get(`*/api/v1/user/${path}`, () => answer('500', 'name')));
  await queryClient.refetchQueries(filters).catch(() => undefined);
}

/** What a failed submit shows the attendee: an alert dialog, or a message at the form or at a field. */
const FAILURE_SHOWN = '.swal2-container, [role="alert"], .form-alert--error, .field__error';

/** What showed a failure when the last failSubmit was set up (an earlier test's late alert, a message still shown). */
let shownBefore = new Set<Element>();

/**
 * Waits until the page shows a failure it did not show when the last failSubmit was set up (what the attendee
 * sees once the failure's handling has run), so values are checked after it, however busy the machine.
 */
export function failureShown() {
  return waitFor(() =>
    expect([...document.querySelectorAll(FAILURE_SHOWN)].some((node) => !shownBefore.has(node))).toBe(true),
  );
}

/**
 * Every control's value (or checked state) under `root`, by id or name: taken before the submit
 * and compared after it, so no typed or chosen value can go missing unnoticed.
 */
export function formSnapshot(root: ParentNode = document.body): Record<string, string | boolean> {
  const snapshot: Record<string, string | boolean> = {};
  root
    .querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')
    .forEach((el, index) => {
      const key = `${el.id || el.getAttribute('name') || el.tagName.toLowerCase()}#${index}`;
      const checkable = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      snapshot[key] = checkable ? (el as HTMLInputElement).checked : el.value;
    });
  if (Object.keys(snapshot).length === 0) throw new Error('formSnapshot: no form control found');
  return snapshot;
}
