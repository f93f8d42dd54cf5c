import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/alerts';
import { isPresenterProfile, useProfile } from '@/lib/profile/profile';
import { useMediaProviders } from '../api/media-providers';
import { useMediaSlots } from '../api/media-slots';
import { useSubmitMediaInterview } from '../api/submit-media-interview';
import { MEDIA_BLOCK_HINTS, MEDIA_MESSAGES } from '../messages';
import { buildMediaBody, choicesEnabled, initialMediaSurveyValues, mediaSubmitBlock, missingForYes, type MediaSurveyValues } from './media-survey';
import { mediaSurveySchema, type MediaSurveyInput } from './media-survey-schema';
import { groupSlotOptions, providerOptions, type IdOption } from './slot-options';

/**
 * The state of the media survey form: its choices as loaded, what is still missing, why submitting
 * is blocked and the submit itself (a toast on success, the failure text kept above the form).
 */
export function useMediaSurvey() {
  const profile = useProfile();
  const presenter = isPresenterProfile(profile.data);
  const providers = useMediaProviders();
  const slots = useMediaSlots();
  const submit = useSubmitMediaInterview();
  const [lastSubmitted, setLastSubmitted] = useState<MediaSurveyValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<MediaSurveyInput>({
    resolver: zodResolver(mediaSurveySchema),
    defaultValues: initialMediaSurveyValues,
  });
  const values = useWatch({ control: form.control }) as MediaSurveyValues;

  const providerChoices = useMemo(() => providerOptions(providers.data ?? []), [providers.data]);
  const slotGroups = useMemo(() => groupSlotOptions(slots.data ?? {}), [slots.data]);
  const slotChoices = useMemo<IdOption[]>(() => slotGroups.flatMap((g) => g.options), [slotGroups]);

  const loading = providers.isPending || slots.isPending || submit.isPending;
  const block = mediaSubmitBlock({ values, initial: initialMediaSurveyValues, lastSubmitted, loading });

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await submit.mutateAsync(buildMediaBody(input, { presenter }));
      setLastSubmitted(input);
      void toast(MEDIA_MESSAGES.success, 'success');
    } catch {
      setFailure(MEDIA_MESSAGES.failure);
    }
  });

  return {
    form,
    presenter,
    providers,
    slots,
    submitting: submit.isPending,
    failure,
    providerChoices,
    slotGroups,
    slotChoices,
    loading,
    block,
    enabled: choicesEnabled(values),
    missing: missingForYes(values),
    hint: block ? MEDIA_BLOCK_HINTS[block] : null,
    onSubmit,
  };
}

export type MediaSurveyState = ReturnType<typeof useMediaSurvey>;
