import { PageHeading } from '@/components/page-heading';
import { busRuns, pickUpPoints } from '../bus-schedule';
import '../tours.css';

export function BusSchedulePage() {
  return (
    <div className="page bus-page">
      <PageHeading>Bus Schedule</PageHeading>
      <p>
        Shuttle buses run between the partner hotels and the conference venue on every conference day, 8 to 11 September
        2025. Please be at the pick-up point five minutes before departure; buses leave on time.
      </p>
      <div className="bus-schedule__wrap">
        <table className="bus-schedule">
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
            {busRuns.map((run) => (
              <tr key={run.name}>
                <th scope="row">{run.name}</th>
                {run.times.map((time, index) => (
                  <td key={pickUpPoints[index]}>
                    <time dateTime={time}>{time}</time>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field__hint">Return shuttles to all three hotels leave the venue 15 minutes after the last session and after the evening reception.</p>
    </div>
  );
}
