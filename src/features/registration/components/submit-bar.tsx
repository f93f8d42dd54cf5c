import { useT } from '@/i18n/i18n';
import type { Conference } from '@/lib/api/contract';
import { submitLabel } from '../logic/form-values';
import { SENDING } from '../messages';
import type { SectionProps } from './register-section';

/** The submit button: 'Submit', or 'Next' for investors who go on to their preferences; disabled while sending. */
export function SubmitBar({
  options,
  conference,
  isSending,
}: Pick<SectionProps, 'options'> & { conference: Conference; isSending: boolean }) {
  const t = useT();
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn--primary" disabled={isSending}>
        {isSending ? t(SENDING) : t(submitLabel(options, conference))}
      </button>
    </div>
  );
}
