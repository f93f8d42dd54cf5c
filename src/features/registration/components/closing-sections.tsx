import { SafeHtml } from '@/components/safe-html';
import type { Conference } from '@/lib/api/contract';
import { FIELD_LABELS, SECTION_TITLES } from '../messages';
import { TextAreaField } from './form-bits';
import { RegisterSection, type SectionProps } from './register-section';

/** The conference's hotel and accommodation text (the form shows this section only when there is one). */
export function HotelSection({ conference }: { conference: Conference }) {
  return (
    <RegisterSection titleId="hotel-title" title={SECTION_TITLES.hotel}>
      <SafeHtml html={conference.hotel_accommodation} />
    </RegisterSection>
  );
}

/** Free remarks (the form offers this section only when the conference turned the remark box on). */
export function RemarksSection({ form }: Pick<SectionProps, 'form'>) {
  return (
    <RegisterSection titleId="remarks-title" title={SECTION_TITLES.remarks}>
      <TextAreaField
        label={FIELD_LABELS.remarks}
        registration={form.register('remarks')}
        error={form.formState.errors.remarks?.message}
      />
    </RegisterSection>
  );
}
