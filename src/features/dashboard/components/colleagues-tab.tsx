import { Loader } from '@/components/loader';
import { NO_DATA } from '@/lib/messages';
import { useColleagues } from '../api/get-colleagues';
import { colleagueStatus } from '../logic/colleague-status';
import '@/styles/table-cards.css';

export function ColleaguesTab() {
  const colleagues = useColleagues(true);
  if (colleagues.isPending) return <Loader label="Loading your colleagues…" />;
  // A failed load shows no error, only an empty tab (spec A§8).
  const rows = colleagues.data ?? [];
  return (
    <div>
      <h2 className="dashboard__panel-title">Colleagues</h2>
      {rows.length === 0 ? (
        <p>{NO_DATA}</p>
      ) : (
        <div className="table-scroll table-cards-wrap">
          <table className="table table-cards">
            <caption className="visually-hidden">Your colleagues and their registration status</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Job title</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((colleague) => {
                const status = colleagueStatus(colleague.conferences_clients?.[0]?.status ?? colleague.status);
                return (
                  <tr key={colleague.id}>
                    <th scope="row">{colleague.full_titled_name}</th>
                    <td data-label="Status">
                      <span className={`badge badge--${status.tone}`}>
                        <span aria-hidden="true">{status.icon} </span>
                        {status.label}
                      </span>
                    </td>
                    <td data-label="Job title">{colleague.job_title ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
