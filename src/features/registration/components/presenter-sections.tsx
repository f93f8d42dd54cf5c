import { useEffect, useId } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { type MessageId, useLocale, useT } from '@/i18n/i18n';
import type { Conference } from '@/lib/api/contract';
import { readCalendarDate } from '@/lib/dates/calendar-date';
import { datesBetween, eventTimeLabel } from '@/lib/dates/event-time';
import { formatClockTime, formatLongDate } from '@/lib/dates/format';
import { arrivalWindow, type DateWindow } from '../logic/arrival-window';
import { FIELD_LABELS, MEDIA_INTERVIEW_QUESTION, SCREEN_QUESTION, SECTION_TITLES } from '../messages';
import { ErrorText, type FieldMessage, YesNoField } from './form-bits';
import { RegisterSection, type SectionProps } from './register-section';

/** The presenter's two mandatory yes/no questions: a media interview, and a screen or A/V equipment. */
export function PresenterQuestionsSection({ form }: Pick<SectionProps, 'form'>) {
  const t = useT();
  const [screen, mediaInterview] = useWatch({ control: form.control, name: ['screen', 'media_interview'] });
  const { errors, isSubmitted } = form.formState;
  // Once the form was submitted, an answer clears its error at once.
  const answer = (name: 'screen' | 'media_interview') => (value: boolean) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  return (
    <RegisterSection titleId="presenter-questions-title" title={SECTION_TITLES.questions}>
      <YesNoField
        legend={t(MEDIA_INTERVIEW_QUESTION)}
        name="media_interview"
        value={mediaInterview}
        onChange={answer('media_interview')}
        error={errors.media_interview}
      />
      <YesNoField
        legend={t(SCREEN_QUESTION)}
        name="screen"
        value={screen}
        onChange={answer('screen')}
        error={errors.screen}
      />
    </RegisterSection>
  );
}

/**
 * The presenter's arrival and departure dates and times, each pair shown unless the conference
 * turned it off (the form leaves the section out when both are off). A browser's date and time
 * fields write their values in the browser's own way ("09/07/2025", "06:30 PM"), which reads as
 * July in most of the world; the choices here are written the portal's way instead ("Sunday
 * 7 September 2025", "18:30", London time): the dates of the week around the conference and the
 * times of the day every quarter of an hour, plus a saved value that falls outside them.
 */
export function TravelSection({ form, options, conference }: SectionProps & { conference: Conference }) {
  const window7 = arrivalWindow(conference);
  const londonTime = eventTimeLabel(datesBetween(conference.start_date, conference.end_date));
  const pair = { form, window7, londonTime };
  return (
    <RegisterSection titleId="travel-title" title={SECTION_TITLES.travel}>
      <div className="register__grid register__grid--travel">
        {!options.disable_arrival_dates ? <TravelPair {...pair} which="arrival" /> : null}
        {!options.disable_depature_dates ? <TravelPair {...pair} which="departure" /> : null}
      </div>
    </RegisterSection>
  );
}

const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`;
});

/** The values offered: the listed ones, and the saved value too when it is not among them (so it still shows). */
function withSaved(values: string[], saved: string | null | undefined): string[] {
  return saved && !values.includes(saved) ? [...values, saved].sort() : values;
}

function TravelPair({
  form,
  which,
  window7,
  londonTime,
}: Pick<SectionProps, 'form'> & { which: 'arrival' | 'departure'; window7: DateWindow | null; londonTime: string }) {
  const dateName = `arrival_dates.${which}_date` as const;
  const timeName = `arrival_dates.${which}_time` as const;
  const t = useT();
  const locale = useLocale();
  const [date, time] = useWatch({ control: form.control, name: [dateName, timeName] });
  const errors = form.formState.errors.arrival_dates;
  const dates = withSaved(window7 ? datesBetween(window7.min, window7.max) : [], readCalendarDate(date) ? date : null);
  const times = withSaved(QUARTER_HOURS, time && formatClockTime(time) === time ? time : null);
  // A saved value no option shows (unreadable) is cleared: the form never sends what the select did not show.
  const unshownDate = Boolean(date) && !dates.includes(date);
  const unshownTime = Boolean(time) && !times.includes(time);
  useEffect(() => {
    if (unshownDate) form.setValue(dateName, '');
    if (unshownTime) form.setValue(timeName, '');
  }, [form, dateName, timeName, unshownDate, unshownTime]);
  return (
    <>
      <SelectBox
        label={t(which === 'arrival' ? FIELD_LABELS.arrivalDate : FIELD_LABELS.departureDate)}
        registration={form.register(dateName)}
        error={errors?.[`${which}_date`]}
        placeholder={t(CHOOSE_DATE)}
        // Written by Intl in the page's language (not catalogue texts).
        options={dates.map((value) => ({ value, label: formatLongDate(value), lang: locale }))}
      />
      <SelectBox
        label={t(which === 'arrival' ? FIELD_LABELS.arrivalTime : FIELD_LABELS.departureTime)}
        registration={form.register(timeName)}
        error={errors?.[`${which}_time`]}
        placeholder={t(CHOOSE_TIME)}
        options={times.map((value) => ({ value, label: formatClockTime(value) }))}
        hint={londonTime}
      />
    </>
  );
}

const CHOOSE_DATE: MessageId = 'Choose a date';
const CHOOSE_TIME: MessageId = 'Choose a time';

/** A required native select bound to react-hook-form, laid out and described as the text fields are. */
function SelectBox({
  label,
  registration,
  error,
  hint,
  placeholder,
  options,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldMessage;
  hint?: string;
  placeholder: string;
  options: { value: string; label: string; lang?: string }[];
}) {
  const id = `${registration.name.replace(/\W+/g, '-')}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const describedBy = [hint ? `${id}-hint` : null, error?.message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error?.message ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="field__error">
          <span aria-hidden="true">⚠ </span>
          <ErrorText error={error} />
        </p>
      ) : null}
    </div>
  );
}
