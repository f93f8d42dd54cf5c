import { SafeHtml } from '@/components/safe-html';
import { useT } from '@/i18n/i18n';
import type { Conference } from '@/lib/api/contract';
import { FIELD_LABELS, SECTION_TITLES } from '../messages';
import { TextAreaField } from './form-bits';
import { RegisterSection, type SectionProps } from './register-section';

/** The conference's hotel and accommodation text (the form shows this section only when there is one). */
export function HotelSection({ conference }: { conference: Conference }) {
  return (
    <RegisterSection titleId="hotel-title" title={SECTION_TITLES.hotel}>
      {/* The conference's own text, as sent, in its own direction. */}
      <div dir="auto">
        <SafeHtml html={conference.hotel_accommodation} />
      </div>
    </RegisterSection>
  );
}

/** Free remarks (the form offers this section only when the conference turned the remark box on). */
export function RemarksSection({ form }: Pick<SectionProps, 'form'>) {
  const t = useT();
  return (
    <RegisterSection titleId="remarks-title" title={SECTION_TITLES.remarks}>
      <TextAreaField
        label={t(FIELD_LABELS.remarks)}
        registration={form.register('remarks')}
        error={form.formState.errors.remarks}
      />
    </RegisterSection>
  );
}
