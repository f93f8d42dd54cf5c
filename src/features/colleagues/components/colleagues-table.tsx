import type { Colleague, Id } from '@/lib/api/contract';
import {
  colleagueName,
  colleagueStatusText,
  colleagueStatusTone,
  isCancellableColleague,
  isSelectableColleague,
} from '../logic/colleague-rules';
import { NO_COLLEAGUES } from '../messages';
import '@/styles/table-cards.css';

type Props = {
  mates: Colleague[];
  selected: Id[];
  onToggle: (confClientId: Id, checked: boolean) => void;
  onEdit: (mate: Colleague) => void;
  onCancel: (mate: Colleague) => void;
  busyId: Id | null;
};

/** The presenter's colleagues: status in text and colour, selection for the main submit, Edit and Cancel per row. */
export function ColleaguesTable({ mates, selected, onToggle, onEdit, onCancel, busyId }: Props) {
  if (mates.length === 0) return <p className="register__note">{NO_COLLEAGUES}</p>;
  return (
    <div className="table-scroll table-cards-wrap">
      <table className="colleagues-table table-cards">
        <caption className="visually-hidden">Your colleagues and their registration status</caption>
        <thead>
          <tr>
            <th scope="col">Register with me</th>
            <th scope="col">Name</th>
            <th scope="col">Job title</th>
            <th scope="col">E-mail</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {mates.map((mate) => {
            const name = colleagueName(mate);
            const selectable = isSelectableColleague(mate);
            const status = colleagueStatusText(mate);
            return (
              <tr key={mate.conf_client_id}>
                <td data-label={selectable ? 'Register with me' : undefined}>
                  {selectable ? (
                    <label className="check-target">
                      <input
                        type="checkbox"
                        aria-label={`Register ${name} with my submission`}
                        checked={selected.includes(mate.conf_client_id)}
                        onChange={(e) => onToggle(mate.conf_client_id, e.target.checked)}
                      />
                    </label>
                  ) : (
                    <span className="visually-hidden">Cannot be selected</span>
                  )}
                </td>
                <th scope="row">{mate.full_titled_name || name}</th>
                <td data-label="Job title">{mate.job_title ?? ''}</td>
                <td data-label="E-mail">{mate.email}</td>
                <td data-label="Status">
                  <span className={`badge badge--${colleagueStatusTone(mate.status)}`}>{status}</span>
                </td>
                <td className="table-cards__actions">
                  <div className="colleagues-table__actions">
                    {mate.status === 1 || mate.status === 2 ? (
                      <button
                        type="button"
                        className="btn btn--secondary"
                        onClick={() => onEdit(mate)}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </button>
                    ) : null}
                    {isCancellableColleague(mate) ? (
                      <button
                        type="button"
                        className="btn btn--danger"
                        onClick={() => onCancel(mate)}
                        disabled={busyId === mate.conf_client_id}
                        data-opens-dialog
                        aria-label={`Cancel ${name}'s registration`}
                      >
                        Cancel
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
