import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import type { Conference } from '@/lib/api/contract';
import { arrivalWindow } from '../logic/arrival-window';
import { FIELD_LABELS, MEDIA_INTERVIEW_QUESTION, SCREEN_QUESTION, SECTION_TITLES } from '../messages';
import { YesNoField } from './form-bits';
import { RegisterSection, type SectionProps } from './register-section';

/** The presenter's two mandatory yes/no questions: a media interview, and a screen or A/V equipment. */
export function PresenterQuestionsSection({ form }: Pick<SectionProps, 'form'>) {
  const [screen, mediaInterview] = useWatch({ control: form.control, name: ['screen', 'media_interview'] });
  const { errors, isSubmitted } = form.formState;
  // Once the form was submitted, an answer clears its error at once.
  const answer = (name: 'screen' | 'media_interview') => (value: boolean) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  return (
    <RegisterSection titleId="presenter-questions-title" title={SECTION_TITLES.questions}>
      <YesNoField
        legend={MEDIA_INTERVIEW_QUESTION}
        name="media_interview"
        value={mediaInterview}
        onChange={answer('media_interview')}
        error={errors.media_interview?.message}
      />
      <YesNoField
        legend={SCREEN_QUESTION}
        name="screen"
        value={screen}
        onChange={answer('screen')}
        error={errors.screen?.message}
      />
    </RegisterSection>
  );
}

/**
 * The presenter's arrival and departure dates and times, each pair shown unless the conference
 * turned it off (the form leaves the section out when both are off); the dates are offered within
 * the week around the conference.
 */
export function TravelSection({ form, options, conference }: SectionProps & { conference: Conference }) {
  const travel = form.formState.errors.arrival_dates;
  const window7 = arrivalWindow(conference);
  return (
    <RegisterSection titleId="travel-title" title={SECTION_TITLES.travel}>
      <div className="register__grid">
        {!options.disable_arrival_dates ? (
          <>
            <TextField
              label={FIELD_LABELS.arrivalDate}
              type="date"
              min={window7?.min}
              max={window7?.max}
              registration={form.register('arrival_dates.arrival_date')}
              error={travel?.arrival_date}
              required
            />
            <TextField
              label={FIELD_LABELS.arrivalTime}
              type="time"
              registration={form.register('arrival_dates.arrival_time')}
              error={travel?.arrival_time}
              required
            />
          </>
        ) : null}
        {!options.disable_depature_dates ? (
          <>
            <TextField
              label={FIELD_LABELS.departureDate}
              type="date"
              min={window7?.min}
              max={window7?.max}
              registration={form.register('arrival_dates.departure_date')}
              error={travel?.departure_date}
              required
            />
            <TextField
              label={FIELD_LABELS.departureTime}
              type="time"
              registration={form.register('arrival_dates.departure_time')}
              error={travel?.departure_time}
              required
            />
          </>
        ) : null}
      </div>
    </RegisterSection>
  );
}
