import { PageHeading } from '@/components/page-heading';
import { ContentSection } from '@/components/sample-content';
import { BUS_TIMETABLE } from '@/content/bus-timetable';
import { useT } from '@/i18n/i18n';
import '@/styles/table-cards.css';
import '../tours.css';

/**
 * Bus Schedule (spec B§2): the shuttle times against the hotel pick-up points. The timetable
 * is organiser content (src/content/bus-timetable.ts); while it is the shipped sample, a
 * production build says it will be published here instead of showing invented times. The hotels and the runs' names
 * are the organiser's own words, shown as written, each in its own direction.
 */
export function BusSchedulePage() {
  const t = useT();
  return (
    <div className="page bus-page">
      <PageHeading>{t('Bus Schedule')}</PageHeading>
      <ContentSection
        block={BUS_TIMETABLE}
        what={t('hotels and bus times')}
        unpublished={t(
          'A shuttle bus runs between the conference hotel and the venue. The timetable and pick-up points will be published here before the conference.',
        )}
      >
        {({ pickUpPoints, runs }) => (
          <>
            <p>
              {t(
                'Shuttle buses run between the partner hotels and the conference venue on every conference day. Please be at the pick-up point five minutes before departure; buses leave on time.',
              )}
            </p>
            <div className="bus-schedule__wrap table-cards-wrap">
              <table className="bus-schedule table-cards">
                <caption>{t('Shuttle pick-up times by hotel (London time)')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Shuttle')}</th>
                    {pickUpPoints.map((point) => (
                      <th scope="col" key={point} dir="auto">
                        {point}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {runs.map((run) => (
                    <tr key={run.name}>
                      <th scope="row" dir="auto">
                        {run.name}
                      </th>
                      {run.times.map((time, index) => (
                        <td key={pickUpPoints[index]} data-label={pickUpPoints[index]}>
                          <time dateTime={time}>{time}</time>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="field__hint">
              {t(
                'Return shuttles to all three hotels leave the venue 15 minutes after the last session and after the evening reception.',
              )}
            </p>
          </>
        )}
      </ContentSection>
    </div>
  );
}
