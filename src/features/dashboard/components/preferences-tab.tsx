import { Loader } from '@/components/loader';
import { NO_DATA } from '@/lib/messages';
import { usePreferenceCompanies } from '../api/preference-companies';
import { useShareholderOptions } from '../api/shareholder-options';
import { hasShareholderAnswers, shareholderColumn } from '../logic/shareholder';
import '@/styles/table-cards.css';

export function PreferencesTab({ clientId }: { clientId: number | null }) {
  const companies = usePreferenceCompanies(clientId, true);
  // A failed load shows no error, only an empty tab (spec A§8).
  const rows = companies.data ?? [];
  const options = useShareholderOptions(hasShareholderAnswers(rows));
  // The option names are waited for while they load, not while offline: the table then shows without them.
  if ((companies.isPending && clientId !== null) || (options.isPending && options.fetchStatus === 'fetching'))
    return <Loader label="Loading your meeting preferences…" />;
  const shareholder = shareholderColumn(rows, options.data);
  return (
    <div>
      <h2 className="dashboard__panel-title">Meeting Preferences</h2>
      {rows.length === 0 ? (
        <p>{NO_DATA}</p>
      ) : (
        <div className="table-scroll table-cards-wrap">
          <table className="table table-cards">
            <caption className="visually-hidden">Companies you asked to meet</caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Meeting type</th>
                <th scope="col">Meeting level</th>
                {shareholder ? <th scope="col">Shareholder</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((company, index) => {
                const tipId = `presenters-${company.id}`;
                const names = company.presenter_names.length ? company.presenter_names.join(', ') : 'No presenters yet';
                return (
                  <tr key={company.id}>
                    <th scope="row">
                      <span className="tooltip">
                        <span
                          className="tooltip__trigger"
                          tabIndex={0}
                          aria-describedby={tipId}
                          onKeyDown={(event) => {
                            // Escape dismisses the tooltip without moving the pointer (WCAG 1.4.13).
                            if (event.key === 'Escape') event.currentTarget.blur();
                          }}
                        >
                          {company.name}
                        </span>
                        <span role="tooltip" id={tipId} className="tooltip__content">
                          Presenters: {names}
                        </span>
                      </span>
                    </th>
                    <td data-label="Meeting type">{company.preferences?.meeting_type_readable ?? '—'}</td>
                    <td data-label="Meeting level">{company.preferences?.meeting_priority_readable ?? '—'}</td>
                    {shareholder ? <td data-label="Shareholder">{shareholder[index]}</td> : null}
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
