import { PageHeading } from '@/components/page-heading';
import { ContentSection } from '@/components/sample-content';
import { BUS_TIMETABLE } from '@/content/bus-timetable';
import '@/styles/table-cards.css';
import '../tours.css';

/**
 * Bus Schedule (spec B§2): the shuttle times against the hotel pick-up points. The timetable
 * is organiser content (src/content/bus-timetable.ts); while it is the shipped sample, a
 * production build says it will be published here instead of showing invented times.
 */
export function BusSchedulePage() {
  return (
    <div className="page bus-page">
      <PageHeading>Bus Schedule</PageHeading>
      <ContentSection
        block={BUS_TIMETABLE}
        what="hotels and bus times"
        unpublished={
          <>
            A shuttle bus runs between the conference hotel and the venue. The timetable and pick-up points will be
            published here before the conference.
          </>
        }
      >
        {({ pickUpPoints, runs }) => (
          <>
            <p>
              Shuttle buses run between the partner hotels and the conference venue on every conference day. Please be
              at the pick-up point five minutes before departure; buses leave on time.
            </p>
            <div className="bus-schedule__wrap table-cards-wrap">
              <table className="bus-schedule table-cards">
                <caption>Shuttle pick-up times by hotel (London time)</caption>
                <thead>
                  <tr>
                    <th scope="col">Shuttle</th>
                    {pickUpPoints.map((point) => (
                      <th scope="col" key={point}>
                        {point}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {runs.map((run) => (
                    <tr key={run.name}>
                      <th scope="row">{run.name}</th>
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
              Return shuttles to all three hotels leave the venue 15 minutes after the last session and after the
              evening reception.
            </p>
          </>
        )}
      </ContentSection>
    </div>
  );
}
