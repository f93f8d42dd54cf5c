import type { ReactNode } from 'react';
import type { GroupBase } from 'react-select';
import { Controller } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { useLocale, useT } from '@/i18n/i18n';
import type { MediaSurveyState } from '../hooks/use-media-survey';
import { pickOptions, type IdOption, type SlotGroup } from '../logic/slot-options';
import { MEDIA_MESSAGES } from '../messages';

type Props = Pick<
  MediaSurveyState,
  'form' | 'providers' | 'slots' | 'providerChoices' | 'slotGroups' | 'slotChoices' | 'enabled' | 'missing'
>;

type ChoiceSelectProps = {
  form: MediaSurveyState['form'];
  name: 'media_provider_ids' | 'media_slot_ids';
  id: string;
  label: string;
  /** The options as shown (slots come grouped by day). */
  options: IdOption[] | SlotGroup[];
  /** Every option, ungrouped, to show the chosen ids. */
  choices: IdOption[];
  enabled: boolean;
  loading: boolean;
  placeholder: string;
  hint: string;
  missing: boolean;
  /** Shown under the choice when a submit finds it empty, in the attendee's language. */
  missingMessage: string;
  /** How a group of options is headed (a day, written by Intl in the page's language). */
  formatGroupLabel?: (group: GroupBase<IdOption>) => ReactNode;
};

/** A multiple choice of ids, usable once 'yes' is answered, marked when a submit finds it empty. */
function ChoiceSelect({
  form,
  name,
  options,
  choices,
  enabled,
  loading,
  missing,
  missingMessage,
  ...field
}: ChoiceSelectProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, onBlur } }) => (
        <SelectField<IdOption, true>
          {...field}
          isMulti
          options={options}
          value={pickOptions(choices, value)}
          onChange={(selected) => onChange(selected.map((o) => o.value))}
          onBlur={onBlur}
          isDisabled={!enabled}
          isLoading={loading}
          required={enabled}
          error={enabled && form.formState.isSubmitted && missing ? missingMessage : undefined}
        />
      )}
    />
  );
}

/** The media providers and interview slots to choose from, usable once 'yes' is answered. */
export function MediaChoices({
  form,
  providers,
  slots,
  providerChoices,
  slotGroups,
  slotChoices,
  enabled,
  missing,
}: Props) {
  const noProviders = !providers.isPending && providerChoices.length === 0;
  const noSlots = !slots.isPending && slotChoices.length === 0;
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <ChoiceSelect
        form={form}
        name="media_provider_ids"
        id="media-providers"
        label={t('Media providers')}
        options={providerChoices}
        choices={providerChoices}
        enabled={enabled}
        loading={providers.isPending}
        placeholder={enabled ? t('Choose one or more providers') : t('Answer Yes to choose providers')}
        hint={
          noProviders ? t('No media providers are available at the moment.') : t('You may choose several providers.')
        }
        missing={missing.provider}
        missingMessage={t(MEDIA_MESSAGES.provider)}
      />
      <ChoiceSelect
        form={form}
        name="media_slot_ids"
        id="media-slots"
        label={t('Interview slots')}
        options={slotGroups}
        choices={slotChoices}
        formatGroupLabel={(group) => <span lang={locale}>{group.label}</span>}
        enabled={enabled}
        loading={slots.isPending}
        placeholder={enabled ? t('Choose one or more slots') : t('Answer Yes to choose slots')}
        hint={
          noSlots
            ? t('No interview slots are available at the moment.')
            : t('Slots are grouped by day; times are London time.')
        }
        missing={missing.slot}
        missingMessage={t(MEDIA_MESSAGES.slot)}
      />
    </>
  );
}
