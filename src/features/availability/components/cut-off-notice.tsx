import { useT } from '@/i18n/i18n';
import { CUT_OFF_CLOSED_MESSAGE, CUT_OFF_PASSED } from '../messages';
import type { SlotCutOff } from './use-slot-cut-off';

/** Why the days and slots cannot be changed (closed), or only some of them (limited): one notice above the picker. */
export function CutOffNotice({ cutOff }: { cutOff: Pick<SlotCutOff, 'limited' | 'closed'> }) {
  const t = useT();
  if (!cutOff.limited) return null;
  return (
    <p className="slot-cut-off-notice" role="status">
      {t(cutOff.closed ? CUT_OFF_CLOSED_MESSAGE : CUT_OFF_PASSED)}
    </p>
  );
}
