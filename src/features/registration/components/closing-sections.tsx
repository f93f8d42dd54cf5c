import { SafeHtml } from '@/components/safe-html';
import type { Conference } from '@/lib/api/contract';
import { submitLabel } from '../logic/form-values';
import { FIELD_LABELS, SECTION_TITLES, SENDING } from '../messages';
import { TextAreaField } from './form-bits';
import { RegisterSection, type SectionProps } from './register-section';

/** The conference's hotel and accommodation text, when it has one. */
export function HotelSection({ conference }: { conference: Conference }) {
  if (!conference.hotel_accommodation) return null;
  return (
    <RegisterSection titleId="hotel-title" title={SECTION_TITLES.hotel}>
      <SafeHtml html={conference.hotel_accommodation} />
    </RegisterSection>
  );
}

/** Free remarks, offered only when the conference turned the remark box on. */
export function RemarksSection({ form, options }: SectionProps) {
  if (!options.enableRemarks) return null;
  return (
    <RegisterSection titleId="remarks-title" title={SECTION_TITLES.remarks}>
      <TextAreaField label={FIELD_LABELS.remarks} registration={form.register('remarks')} error={form.formState.errors.remarks?.message} />
    </RegisterSection>
  );
}

/** The submit button: 'Submit', or 'Next' for investors who go on to their preferences; disabled while sending. */
export function SubmitBar({ options, conference, isSending }: Pick<SectionProps, 'options'> & { conference: Conference; isSending: boolean }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn--primary" disabled={isSending}>
        {isSending ? SENDING : submitLabel(options, conference)}
      </button>
    </div>
  );
}
