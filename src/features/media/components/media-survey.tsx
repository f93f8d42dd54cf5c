import { FormAlert } from '@/components/form/form-alert';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { useT } from '@/i18n/i18n';
import { useMediaSurvey } from '../hooks/use-media-survey';
import { InterviewQuestion } from './interview-question';
import { MediaChoices } from './media-choices';

/** The media interview survey: whether the attendee wants an interview, with which providers and when. */
export function MediaSurvey() {
  const survey = useMediaSurvey();
  const { form, presenter, providers, slots, failure, loading, block, hint } = survey;
  const t = useT();

  return (
    <section className="card media-survey" aria-labelledby="media-survey-title">
      <h2 id="media-survey-title">{t('Media Interview Survey')}</h2>
      <p>
        {t(
          'Journalists from our media partners interview presenting companies and investors during the conference. Tell us whether you would like an interview, with whom and when.',
        )}
      </p>
      {providers.isPending || slots.isPending ? (
        <Loader label={t('Loading the media providers and interview slots…')} />
      ) : null}
      {providers.isError || slots.isError ? (
        // Without its choices the survey cannot be answered: say so rather than show empty lists.
        <LoadError
          error={providers.error ?? slots.error}
          title={t('We could not load the media providers and interview slots.')}
          onRetry={() => {
            if (providers.isError) void providers.refetch();
            if (slots.isError) void slots.refetch();
          }}
        />
      ) : null}
      <form className="form media-survey__form" onSubmit={survey.onSubmit} noValidate aria-busy={loading}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <InterviewQuestion control={form.control} />
        <MediaChoices {...survey} />
        {presenter ? (
          <div className="field">
            <label className="media-survey__checkbox">
              <input type="checkbox" {...form.register('with_colleagues')} />{' '}
              {t('Apply my answers to my colleagues as well')}
            </label>
          </div>
        ) : null}
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={block !== null}
            aria-describedby={hint ? 'media-submit-hint' : undefined}
          >
            {survey.submitting ? t('Submitting…') : t('Submit')}
          </button>
          {hint ? (
            <p id="media-submit-hint" className="field__hint" role="status">
              {t(hint)}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
