import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { SelectField } from '@/components/form/select-field';
import { PageHeading } from '@/components/page-heading';
import { toast } from '@/lib/alerts';
import { isPresenterProfile, useProfile } from '@/lib/profile/profile';
import { useMediaProviders } from '../api/media-providers';
import { useMediaSlots } from '../api/media-slots';
import { useSubmitMediaInterview } from '../api/submit-media-interview';
import { formatPressDate, galleryImages, pressCoverage } from '../content';
import {
  buildMediaBody,
  choicesEnabled,
  initialMediaSurveyValues,
  mediaSubmitBlock,
  missingForYes,
  type MediaSurveyValues,
} from '../logic/media-survey';
import { groupSlotOptions, pickOptions, providerOptions, type IdOption } from '../logic/slot-options';
import { MEDIA_MESSAGES, mediaSurveySchema, type MediaSurveyInput } from '../schemas';
import '../media.css';

const blockHints = {
  unchanged: 'Answer the question above to submit the survey.',
  unanswered: 'Please answer whether you would like a media interview.',
  'missing-choices': 'Choose at least one media provider and one slot to submit.',
  submitted: 'Your answers have been submitted. Change an answer to submit again.',
  loading: null,
} as const;

function MediaSurvey() {
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
  const enabled = choicesEnabled(values);
  const missing = missingForYes(values);
  const hint = block ? blockHints[block] : null;

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

  const noProviders = !providers.isPending && providerChoices.length === 0;
  const noSlots = !slots.isPending && slotChoices.length === 0;

  return (
    <section className="card media-survey" aria-labelledby="media-survey-title">
      <h2 id="media-survey-title">Media Interview Survey</h2>
      <p>
        Journalists from our media partners interview presenting companies and investors during the conference. Tell us
        whether you would like an interview, with whom and when.
      </p>
      {providers.isPending || slots.isPending ? <Loader label="Loading the media providers and interview slots…" /> : null}
      {providers.isError || slots.isError ? (
        // Without its choices the survey cannot be answered: say so rather than show empty lists.
        <LoadError
          error={providers.error ?? slots.error}
          title="We could not load the media providers and interview slots."
          onRetry={() => {
            if (providers.isError) void providers.refetch();
            if (slots.isError) void slots.refetch();
          }}
        />
      ) : null}
      <form className="form media-survey__form" onSubmit={onSubmit} noValidate aria-busy={loading}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <Controller
          control={form.control}
          name="media_interview"
          render={({ field, fieldState }) => (
            <fieldset className="field media-survey__choice" aria-describedby={fieldState.error ? 'media-interview-error' : undefined}>
              <legend className="field__label">
                Would you like a media interview?<span className="field__required" aria-hidden="true"> *</span>
              </legend>
              <div className="media-survey__radios">
                <label>
                  <input
                    type="radio"
                    name={field.name}
                    value="yes"
                    checked={field.value === true}
                    onChange={() => field.onChange(true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />{' '}
                  Yes
                </label>
                <label>
                  <input
                    type="radio"
                    name={field.name}
                    value="no"
                    checked={field.value === false}
                    onChange={() => field.onChange(false)}
                    onBlur={field.onBlur}
                  />{' '}
                  No
                </label>
              </div>
              {fieldState.error ? (
                <p id="media-interview-error" className="field__error">
                  <span aria-hidden="true">⚠ </span>
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
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
              hint={
                noSlots
                  ? 'No interview slots are available at the moment.'
                  : 'Slots are grouped by day; times are London time.'
              }
              error={enabled && form.formState.isSubmitted && missing.slot ? MEDIA_MESSAGES.slot : undefined}
            />
          )}
        />
        {presenter ? (
          <div className="field">
            <label className="media-survey__checkbox">
              <input type="checkbox" {...form.register('with_colleagues')} /> Apply my answers to my colleagues as well
            </label>
          </div>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={block !== null} aria-describedby={hint ? 'media-submit-hint' : undefined}>
            {submit.isPending ? 'Submitting…' : 'Submit'}
          </button>
          {hint ? (
            <p id="media-submit-hint" className="field__hint" role="status">
              {hint}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function PressCoverage() {
  return (
    <section className="card media-press" aria-labelledby="media-press-title">
      <h2 id="media-press-title">Press Coverage</h2>
      <ul className="media-press__list">
        {pressCoverage.map((item) => (
          <li key={item.url} className="media-press__item">
            <p className="media-press__publication">{item.publication}</p>
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {item.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <p className="media-press__date">
              <time dateTime={item.date}>{formatPressDate(item.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PhotoGallery() {
  return (
    <section className="card media-gallery" aria-labelledby="media-gallery-title">
      <h2 id="media-gallery-title">Photo Gallery</h2>
      <ul className="media-gallery__grid">
        {galleryImages.map((image) => (
          <li key={image.src}>
            <figure className="media-gallery__figure">
              <img src={image.src} alt={image.alt} width={320} height={200} loading="lazy" />
              <figcaption>{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MediaPage() {
  return (
    <div className="page media-page">
      <PageHeading>Media Interviews</PageHeading>
      <MediaSurvey />
      <PressCoverage />
      <PhotoGallery />
    </div>
  );
}
