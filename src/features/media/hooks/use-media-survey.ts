import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { t, useLocale } from '@/i18n/i18n';
import { toast } from '@/lib/alerts';
import { loadOnce } from '@/lib/lazy';
import { isPresenterProfile, useProfile } from '@/lib/profile/profile';
import { useMediaProviders } from '../api/media-providers';
import { useMediaSlots } from '../api/media-slots';
import { useSubmitMediaInterview } from '../api/submit-media-interview';
import { MEDIA_BLOCK_HINTS, MEDIA_MESSAGES } from '../messages';
import {
  buildMediaBody,
  choicesEnabled,
  initialMediaSurveyValues,
  mediaSubmitBlock,
  missingForYes,
  type MediaSurveyValues,
} from '../logic/media-survey';
import type { MediaSurveyInput } from '../logic/media-survey-schema';
import { groupSlotOptions, providerOptions, type IdOption } from '../logic/slot-options';

/** The form's checks (zod schema and resolver), asked for after the page's first paint (media-page.tsx). */
export const loadMediaSurveyChecks = loadOnce(() => import('../logic/media-survey-checks'));

/**
 * Checks the survey once its checks have arrived. If they cannot be downloaded, nothing is sent:
 * the form reports the failure above it and keeps every answer for the next try.
 */
const mediaSurveyResolver: Resolver<MediaSurveyInput> = async (values, context, options) => {
  let checks: Resolver<MediaSurveyInput>;
  try {
    ({ mediaSurveyResolver: checks } = await loadMediaSurveyChecks());
  } catch {
    return { values: {}, errors: { root: { type: 'unavailable', message: MEDIA_MESSAGES.failure } } };
  }
  return checks(values, context, options);
};

/**
 * The state of the media survey form: its choices as loaded, what is still missing, why submitting
 * is blocked and the submit itself (a toast on success, the failure text kept above the form). The failure and the
 * hint are catalogue ids, drawn in the attendee's language; the slots' labels are written again when it changes.
 */
export function useMediaSurvey() {
  const profile = useProfile();
  const presenter = isPresenterProfile(profile.data);
  const providers = useMediaProviders();
  const slots = useMediaSlots();
  const submit = useSubmitMediaInterview();
  const [lastSubmitted, setLastSubmitted] = useState<MediaSurveyValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const locale = useLocale();

  const form = useForm<MediaSurveyInput>({
    resolver: mediaSurveyResolver,
    defaultValues: initialMediaSurveyValues,
  });
  const values = useWatch({ control: form.control }) as MediaSurveyValues;

  // The labels are written for the active language: written again when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const providerChoices = useMemo(() => providerOptions(providers.data ?? []), [providers.data, locale]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const slotGroups = useMemo(() => groupSlotOptions(slots.data ?? {}), [slots.data, locale]);
  const slotChoices = useMemo<IdOption[]>(() => slotGroups.flatMap((g) => g.options), [slotGroups]);

  const loading = providers.isPending || slots.isPending || submit.isPending;
  const block = mediaSubmitBlock({ values, initial: initialMediaSurveyValues, lastSubmitted, loading });

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await submit.mutateAsync(buildMediaBody(input, { presenter }));
        setLastSubmitted(input);
        void toast(t(MEDIA_MESSAGES.success), 'success');
      } catch {
        setFailure(MEDIA_MESSAGES.failure);
      }
    },
    (errors) => {
      if (errors.root?.message) setFailure(errors.root.message);
    },
  );

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
