import type { PreferenceCompany } from '@/lib/api/contract';
import { submitMessages } from '../messages';

/** The confirmation once submitted, and the companies unselected because the availability no longer matches them. */
export function SelectionNotices({
  done,
  deselectedNames,
}: {
  done: boolean;
  deselectedNames: (string | undefined)[];
}) {
  return (
    <>
      {done ? (
        <p className="pref-success" role="status">
          <span aria-hidden="true">✓ </span>
          {submitMessages.success}
        </p>
      ) : null}
      {deselectedNames.length > 0 ? (
        <p className="pref-info" role="status">
          <span aria-hidden="true">ℹ </span>
          No longer matching your availability, so unselected: {deselectedNames.join(', ')}.
        </p>
      ) : null}
    </>
  );
}

type HiddenProps = { hiddenSelected: PreferenceCompany[]; flagged: boolean; onClear: () => void };

/** Selected companies the filters hide: how many, or that some of them still miss mandatory fields. */
export function HiddenSelectionNotice({ hiddenSelected, flagged, onClear }: HiddenProps) {
  if (hiddenSelected.length === 0) return null;
  return (
    <div className={`pref-hidden${flagged ? ' pref-hidden--flagged' : ''}`} role="status">
      <p>
        <span aria-hidden="true">{flagged ? '⚠ ' : 'ℹ '}</span>
        {flagged
          ? submitMessages.hiddenIncomplete
          : `${hiddenSelected.length} selected ${hiddenSelected.length === 1 ? 'company is' : 'companies are'} hidden by the filters.`}
      </p>
      <button type="button" className="btn btn--ghost" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
