import { useEffect, useRef } from 'react';
import { t, useLocale, useT } from '@/i18n/i18n';
import type { PreferenceCompany } from '@/lib/api/contract';
import { isolateList } from '@/i18n/isolate';
import { SAVED_NOTICE_ID, savedText, type SavedState } from '../logic/saved-state';
import { DESELECTED_NOTICE, savedMessages, submitMessages } from '../messages';

/**
 * The confirmation once submitted (the page is then read-only), the one place the success is told: the choices
 * are saved, whether and until when they can be changed, and the way to change them; it comes into view and takes
 * the focus, wherever the Submit button was (a status region announces it).
 */
function SavedNotice({ saved, onChange }: { saved: SavedState; onChange: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useT();
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <div id={SAVED_NOTICE_ID} className="pref-success" role="status" tabIndex={-1} ref={ref}>
      <p className="pref-success__title">
        <span aria-hidden="true">✓ </span>
        {t(submitMessages.success)}
      </p>
      <p className="pref-success__text">{savedText(saved)}</p>
      {saved.changeable ? (
        <button type="button" className="btn btn--secondary" onClick={onChange}>
          {t(savedMessages.change)}
        </button>
      ) : null}
    </div>
  );
}

/** The confirmation once submitted, and the companies unselected because the availability no longer matches them. */
export function SelectionNotices({
  done,
  saved,
  onChange,
  deselectedNames,
}: {
  done: boolean;
  saved: SavedState;
  onChange: () => void;
  deselectedNames: (string | undefined)[];
}) {
  return (
    <>
      {done ? <SavedNotice saved={saved} onChange={onChange} /> : null}
      <DeselectedNotice names={deselectedNames.map((name) => name ?? '')} />
    </>
  );
}

/** The companies unselected because the availability no longer matches them (nothing when there are none). */
export function DeselectedNotice({ names }: { names: readonly string[] }) {
  const locale = useLocale();
  if (names.length === 0) return null;
  return (
    <p className="pref-info" role="status">
      {/* An icon (the letter-like sign ℹ), not a word to translate. */}
      <span aria-hidden="true" translate="no">
        ℹ{' '}
      </span>
      {t(DESELECTED_NOTICE, { names: isolateList(names, locale) })}
    </p>
  );
}

type HiddenProps = { hiddenSelected: PreferenceCompany[]; flagged: boolean; onClear: () => void };

/** Selected companies the filters hide: how many, or that some of them still miss mandatory fields. */
export function HiddenSelectionNotice({ hiddenSelected, flagged, onClear }: HiddenProps) {
  useT();
  if (hiddenSelected.length === 0) return null;
  return (
    <div className={`pref-hidden${flagged ? ' pref-hidden--flagged' : ''}`} role="status">
      <p>
        {/* An icon (the letter-like sign ℹ), not a word to translate. */}
        <span aria-hidden="true" translate="no">
          {flagged ? '⚠ ' : 'ℹ '}
        </span>
        {flagged
          ? t(submitMessages.hiddenIncomplete)
          : t(
              '{count, plural, one {{count} selected company is hidden by the filters.} other {{count} selected companies are hidden by the filters.}}',
              { count: hiddenSelected.length },
            )}
      </p>
      <button type="button" className="btn btn--ghost" onClick={onClear}>
        {t('Clear filters')}
      </button>
    </div>
  );
}
