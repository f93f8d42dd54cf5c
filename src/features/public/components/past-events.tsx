import { useState } from 'react';
import { SelectField, type Option } from '@/components/form/select-field';
import { PAST_EVENTS, type PastEventRecord } from '@/content/past-events';
import { useT } from '@/i18n/i18n';
import { NO_DATA } from '@/lib/messages';
import { SPEAKERS_BREAKPOINTS } from '../logic/carousel';
import { EVENT_MONTHS, EVENT_YEARS, filterEvents } from '../logic/past-events';
import { Carousel } from './carousel';

/** The speakers' breakpoints with at most two events in view. */
const EVENTS_BREAKPOINTS = SPEAKERS_BREAKPOINTS.map((point) => ({ ...point, perView: Math.min(2, point.perView) }));

/**
 * Past Events (spec A§2): year and month filters over the static events, in a carousel. The events' dates and titles
 * are the organiser's words, as written (the month filter matches their text), each in its own direction.
 */
export function PastEvents({ events = PAST_EVENTS.items }: { events?: PastEventRecord[] }) {
  const t = useT();
  const yearOptions: Option<string>[] = [
    { value: '', label: t('All years') },
    ...EVENT_YEARS.map((y) => ({ value: y, label: y })),
  ];
  const monthOptions: Option<string>[] = [
    { value: '', label: t('All months') },
    ...EVENT_MONTHS.map((m) => ({ value: m, label: t(m) })),
  ];
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const shown = filterEvents(events, { year, month });
  return (
    <div className="past-events">
      <div className="past-events__filters">
        <SelectField<Option<string>>
          label={t('Year')}
          options={yearOptions}
          value={yearOptions.find((o) => o.value === year)}
          onChange={(option) => setYear(option?.value ?? '')}
          isSearchable={false}
        />
        <SelectField<Option<string>>
          label={t('Month')}
          options={monthOptions}
          value={monthOptions.find((o) => o.value === month)}
          onChange={(option) => setMonth(option?.value ?? '')}
          isSearchable={false}
        />
      </div>
      {shown.length === 0 ? (
        <p className="past-events__empty" role="status">
          {t(NO_DATA)}
        </p>
      ) : (
        <Carousel
          label="Past events"
          items={shown}
          layout={EVENTS_BREAKPOINTS}
          getKey={(event) => event.title}
          renderItem={(event) => (
            <article className="event-card">
              <img src={event.image} alt="" width={480} height={270} loading="lazy" decoding="async" />
              <p className="event-card__date" dir="auto">
                {event.date}
              </p>
              <h3 className="event-card__title" dir="auto">
                {event.title}
              </h3>
            </article>
          )}
        />
      )}
    </div>
  );
}
