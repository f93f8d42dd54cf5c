import type { NamedRef } from '@/lib/api/contract';

/** A selected company's shareholder answer: the option id, 0 when the investor gave none. */
type Answered = { preferences?: { shareholder?: number } | null };

/** True when at least one company has a shareholder answer to name. */
export function hasShareholderAnswers(companies: readonly Answered[]): boolean {
  return companies.some((company) => (company.preferences?.shareholder ?? 0) > 0);
}

/**
 * The Shareholder column of the Meeting Preferences tab, one text per company, or null when the
 * column is not shown: no company has an answer, or the option names are unknown. A company
 * without an answer, or with one the options do not name, shows '—'.
 */
export function shareholderColumn(
  companies: readonly Answered[],
  options: readonly NamedRef[] | undefined,
): string[] | null {
  if (!options || options.length === 0 || !hasShareholderAnswers(companies)) return null;
  const names = new Map(options.map((option) => [option.id, option.name]));
  return companies.map((company) => {
    const answer = company.preferences?.shareholder ?? 0;
    return (answer > 0 ? names.get(answer) : undefined) || '—';
  });
}
