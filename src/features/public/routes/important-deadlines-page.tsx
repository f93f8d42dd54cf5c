import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { useConferenceText } from '@/lib/profile/profile';
import { buildDeadlines, deadlineDate } from '../logic/deadlines';
import '../public.css';

/** Important Deadlines (spec A§2, A§9): the conference text's three deadlines and the static accommodation and logo ones. */
export function ImportantDeadlinesPage() {
  const { data: text, isPending, isError, refetch, isFetching } = useConferenceText();
  const deadlines = buildDeadlines(text);
  return (
    <section className="public-page page">
      <PageHeading>Important Deadlines</PageHeading>
      {isPending && !isError ? <Loader label="Loading the registration deadlines…" /> : null}
      {isError ? (
        <div className="form-alert form-alert--info deadlines__note" role="status">
          <p>The registration and presentation deadlines could not be loaded. The deadlines below are still valid.</p>
          <button type="button" className="btn btn--secondary" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      ) : null}
      <table className="deadlines">
        <caption className="visually-hidden">Deadlines of the conference</caption>
        <thead>
          <tr>
            <th scope="col">Deadline</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {deadlines.map((deadline) => (
            <tr key={deadline.id} data-deadline={deadline.id}>
              <th scope="row">{deadline.label}</th>
              <td>{deadlineDate(deadline.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
