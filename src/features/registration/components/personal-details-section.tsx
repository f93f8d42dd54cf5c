import type { Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { CountrySelectField } from '@/components/form/country-select-field';
import { useT } from '@/i18n/i18n';
import { FIELD_LABELS as L, SECTION_TITLES } from '../messages';
import { TextAreaField } from './form-bits';
import { RegisterSection, type SectionProps } from './register-section';

/**
 * The attendee's details: title, names, company and e-mail are shown read-only (they come from the
 * invitation); job, address, country, nationality and phones are required, the biography too for
 * investors (presenters have none here).
 */
export function PersonalDetailsSection({ form, options, countries }: SectionProps & { countries: Option<number>[] }) {
  const t = useT();
  const details = form.formState.errors.client_details;
  const field = form.register;
  return (
    <RegisterSection titleId="personal-details-title" title={SECTION_TITLES.personal}>
      <div className="register__grid">
        <TextField label={t(L.title)} readOnly registration={field('client_details.title')} />
        <TextField label={t(L.firstName)} readOnly registration={field('client_details.first_name')} />
        <TextField label={t(L.middleName)} readOnly registration={field('client_details.middle_name')} />
        <TextField label={t(L.familyName)} readOnly registration={field('client_details.family_name')} />
        <TextField label={t(L.company)} readOnly registration={field('client_details.company')} />
        <TextField label={t(L.email)} type="email" readOnly registration={field('client_details.email')} />
        <TextField
          label={t(L.jobTitle)}
          registration={field('client_details.job_title')}
          error={details?.job_title}
          required
        />
        <TextField
          label={t(L.address)}
          autoComplete="street-address"
          registration={field('client_details.address')}
          error={details?.address}
          required
        />
        {(['country_id', 'nationality_id'] as const).map((name) => (
          <CountrySelectField
            key={name}
            control={form.control}
            name={`client_details.${name}`}
            label={t(name === 'country_id' ? L.country : L.nationality)}
            options={countries}
            error={details?.[name]?.message}
            required
          />
        ))}
        <TextField
          label={t(L.additionalEmail)}
          type="email"
          registration={field('client_details.additional_email')}
          error={details?.additional_email}
        />
        <TextField
          label={t(L.telephone)}
          type="tel"
          autoComplete="tel"
          registration={field('client_details.telephone')}
          error={details?.telephone}
          required
        />
        <TextField
          label={t(L.mobile)}
          type="tel"
          registration={field('client_details.mobile')}
          error={details?.mobile}
          required
        />
        <TextField label={t(L.assistantName)} registration={field('client_details.assistant_name')} />
        <TextField label={t(L.assistantPhone)} type="tel" registration={field('client_details.assistant_phone')} />
        <TextField
          label={t(L.assistantEmail)}
          type="email"
          registration={field('client_details.assistant_email')}
          error={details?.assistant_email}
        />
        {options.isInvestor ? (
          <div className="register__grid--full">
            <TextAreaField
              label={t(L.biography)}
              registration={field('client_details.biography')}
              error={details?.biography}
              required
            />
          </div>
        ) : null}
      </div>
    </RegisterSection>
  );
}
