import { Controller } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import type { MediaSurveyState } from '../logic/use-media-survey';
import { pickOptions, type IdOption } from '../logic/slot-options';
import { MEDIA_MESSAGES } from '../messages';

type Props = Pick<MediaSurveyState, 'form' | 'providers' | 'slots' | 'providerChoices' | 'slotGroups' | 'slotChoices' | 'enabled' | 'missing'>;

/** The media providers and interview slots to choose from, usable once 'yes' is answered. */
export function MediaChoices({ form, providers, slots, providerChoices, slotGroups, slotChoices, enabled, missing }: Props) {
  const noProviders = !providers.isPending && providerChoices.length === 0;
  const noSlots = !slots.isPending && slotChoices.length === 0;
  return (
    <>
      <Controller
        control={form.control}
        name="media_provider_ids"
        render={({ field }) => (
          <SelectField<IdOption, true>
            id="media-providers"
            label="Media providers"
            isMulti
            options={providerChoices}
            value={pickOptions(providerChoices, field.value)}
            onChange={(selected) => field.onChange(selected.map((o) => o.value))}
            onBlur={field.onBlur}
            isDisabled={!enabled}
            isLoading={providers.isPending}
            placeholder={enabled ? 'Choose one or more providers' : 'Answer Yes to choose providers'}
            required={enabled}
            hint={noProviders ? 'No media providers are available at the moment.' : 'You may choose several providers.'}
            error={enabled && form.formState.isSubmitted && missing.provider ? MEDIA_MESSAGES.provider : undefined}
          />
        )}
      />
      <Controller
        control={form.control}
        name="media_slot_ids"
        render={({ field }) => (
          <SelectField<IdOption, true>
            id="media-slots"
            label="Interview slots"
            isMulti
            options={slotGroups}
            value={pickOptions(slotChoices, field.value)}
            onChange={(selected) => field.onChange(selected.map((o) => o.value))}
            onBlur={field.onBlur}
            isDisabled={!enabled}
            isLoading={slots.isPending}
            placeholder={enabled ? 'Choose one or more slots' : 'Answer Yes to choose slots'}
            required={enabled}
            hint={noSlots ? 'No interview slots are available at the moment.' : 'Slots are grouped by day; times are London time.'}
            error={enabled && form.formState.isSubmitted && missing.slot ? MEDIA_MESSAGES.slot : undefined}
          />
        )}
      />
    </>
  );
}
