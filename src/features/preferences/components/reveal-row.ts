import type { Id } from '@/lib/api/contract';

/**
 * Brings a company row flagged by a refused submit into view and, when asked, moves focus
 * to its first missing select, so the attendee lands where the red box is.
 */
export function revealFlaggedRow(companyId: Id, { focus }: { focus: boolean }): boolean {
  const row = document.getElementById(`pref-${companyId}-flag`)?.closest<HTMLElement>('[role="listitem"]');
  if (!row) return false;
  row.scrollIntoView({ block: 'center' });
  if (focus) row.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
  return true;
}
