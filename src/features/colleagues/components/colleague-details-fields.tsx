import { useFormContext } from 'react-hook-form';
import { CountrySelectField } from '@/components/form/country-select-field';
import type { Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useT } from '@/i18n/i18n';
import type { ColleagueDetailsValues } from '../logic/colleague-details';
import { COLLEAGUE_LABELS as L } from '../messages';

type Props = {
  countries: Option<number>[];
  /**
   * The edit modal's variant: it also shows the e-mail and the (required) nationality, and its
   * country may be cleared. The register form asks for a country and shows neither of the others.
   */
  edit?: boolean;
};

/** The colleague's personal details, shown by the register form and the edit modal (inside their FormProvider). */
export function ColleagueDetailsFields({ countries, edit = false }: Props) {
  const t = useT();
  const { register, control, formState } = useFormContext<ColleagueDetailsValues>();
  const { errors } = formState;
  return (
    <>
      <TextField label={t(L.jobTitle)} registration={register('job_title')} error={errors.job_title} required />
      <TextField label={t(L.address)} registration={register('address')} error={errors.address} required />
      {edit ? (
        <TextField label={t(L.email)} type="email" registration={register('email')} error={errors.email} required />
      ) : null}
      {edit ? (
        <CountrySelectField control={control} name="country_id" label={t(L.country)} options={countries} isClearable />
      ) : (
        <CountrySelectField
          control={control}
          name="country_id"
          label={t(L.country)}
          options={countries}
          error={errors.country_id?.message}
          required
        />
      )}
      {edit ? (
        <CountrySelectField
          control={control}
          name="nationality_id"
          label={t(L.nationality)}
          options={countries}
          error={errors.nationality_id?.message}
          required
        />
      ) : null}
      <TextField
        label={t(L.telephone)}
        type="tel"
        registration={register('telephone')}
        error={errors.telephone}
        required
      />
      <TextField label={t(L.mobile)} type="tel" registration={register('mobile')} error={errors.mobile} required />
      <TextField
        label={t(L.additionalEmail)}
        type="email"
        registration={register('additional_email')}
        error={errors.additional_email}
      />
      <TextField label={t(L.assistantName)} registration={register('assistant_name')} />
      <TextField label={t(L.assistantPhone)} type="tel" registration={register('assistant_phone')} />
      <TextField
        label={t(L.assistantEmail)}
        type="email"
        registration={register('assistant_email')}
        error={errors.assistant_email}
      />
    </>
  );
}
