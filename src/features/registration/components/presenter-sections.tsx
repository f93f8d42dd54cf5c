import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import type { Conference } from '@/lib/api/contract';
import { readCalendarDate } from '@/lib/dates/calendar-date';
import { datesBetween, eventTimeLabel } from '@/lib/dates/event-time';
import { formatClockTime, formatLongDate } from '@/lib/dates/format';
import { arrivalWindow, type DateWindow } from '../logic/arrival-window';
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
 * the week around the conference. A date or time field shows its value in the browser's own
 * format, so the value chosen is also written out the portal's way (London time) beneath it.
 */
export function TravelSection({ form, options, conference }: SectionProps & { conference: Conference }) {
  const window7 = arrivalWindow(conference);
  const londonTime = eventTimeLabel(datesBetween(conference.start_date, conference.end_date));
  const pair = { form, window7, londonTime };
  return (
    <RegisterSection titleId="travel-title" title={SECTION_TITLES.travel}>
      <div className="register__grid">
        {!options.disable_arrival_dates ? <TravelPair {...pair} which="arrival" /> : null}
        {!options.disable_depature_dates ? <TravelPair {...pair} which="departure" /> : null}
      </div>
    </RegisterSection>
  );
}

function TravelPair({
  form,
  which,
  window7,
  londonTime,
}: Pick<SectionProps, 'form'> & { which: 'arrival' | 'departure'; window7: DateWindow | null; londonTime: string }) {
  const dateName = `arrival_dates.${which}_date` as const;
  const timeName = `arrival_dates.${which}_time` as const;
  const [date, time] = useWatch({ control: form.control, name: [dateName, timeName] });
  const errors = form.formState.errors.arrival_dates;
  return (
    <>
      <TextField
        label={which === 'arrival' ? FIELD_LABELS.arrivalDate : FIELD_LABELS.departureDate}
        type="date"
        min={window7?.min}
        max={window7?.max}
        registration={form.register(dateName)}
        error={errors?.[`${which}_date`]}
        hint={readCalendarDate(date) ? formatLongDate(date) : undefined}
        required
      />
      <TextField
        label={which === 'arrival' ? FIELD_LABELS.arrivalTime : FIELD_LABELS.departureTime}
        type="time"
        registration={form.register(timeName)}
        error={errors?.[`${which}_time`]}
        hint={time ? `${formatClockTime(time)}, ${londonTime}` : londonTime}
        required
      />
    </>
  );
}
