import { t, useT } from '@/i18n/i18n';
import { mismatchMessages } from '../messages';

export const MISMATCH_NOTE_ID = 'pref-mismatch-note';

/** The availability and its Update Availability action, with the one explanation of the companies that do not match it. */
export function AvailabilityToolbar({
  slots,
  mismatches,
  disabled,
  onUpdate,
}: {
  slots: number;
  /** How many companies cannot be selected because the availability does not match them. */
  mismatches: number;
  disabled: boolean;
  onUpdate: () => void;
}) {
  useT();
  return (
    <div className={`pref-toolbar${mismatches > 0 ? ' pref-toolbar--mismatch' : ''}`}>
      <div className="pref-toolbar__text">
        <p>
          {t('Your availability:')} <strong>{slots}</strong> {t('slots')}
        </p>
        {mismatches > 0 ? (
          <p id={MISMATCH_NOTE_ID} className="pref-toolbar__note">
            {/* An icon (the letter-like sign ℹ), not a word to translate. */}
            <span aria-hidden="true" translate="no">
              ℹ{' '}
            </span>
            {t(mismatchMessages.note, { count: mismatches })}
          </p>
        ) : null}
      </div>
      <button type="button" className="btn btn--secondary" onClick={onUpdate} disabled={disabled}>
        {t('Update Availability')}
      </button>
    </div>
  );
}
