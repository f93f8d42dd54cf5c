import { useT } from '@/i18n/i18n';
import type { Colleague, Id } from '@/lib/api/contract';
import {
  colleagueName,
  colleagueStatusLabel,
  colleagueStatusTone,
  isCancellableColleague,
  isSelectableColleague,
} from '../logic/colleague-rules';
import { NO_COLLEAGUES } from '../messages';
import { isolate } from '@/i18n/isolate';
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
  const t = useT();
  if (mates.length === 0) return <p className="register__note">{t(NO_COLLEAGUES)}</p>;
  return (
    <div className="table-scroll table-cards-wrap">
      <table className="colleagues-table table-cards">
        <caption className="visually-hidden">{t('Your colleagues and their registration status')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Register with me')}</th>
            <th scope="col">{t('Name')}</th>
            <th scope="col">{t('Job title')}</th>
            <th scope="col">{t('E-mail')}</th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {mates.map((mate) => {
            // The server's words: the name isolated in accessible names, in its own direction in the cell.
            const name = isolate(colleagueName(mate));
            const selectable = isSelectableColleague(mate);
            const status = colleagueStatusLabel(mate);
            return (
              <tr key={mate.conf_client_id}>
                <td data-label={selectable ? t('Register with me') : undefined}>
                  {selectable ? (
                    <label className="check-target">
                      <input
                        type="checkbox"
                        aria-label={t('Register {name} with my submission', { name })}
                        checked={selected.includes(mate.conf_client_id)}
                        onChange={(e) => onToggle(mate.conf_client_id, e.target.checked)}
                      />
                    </label>
                  ) : (
                    <span className="visually-hidden">{t('Cannot be selected')}</span>
                  )}
                </td>
                <th scope="row">
                  <bdi>{mate.full_titled_name || colleagueName(mate)}</bdi>
                </th>
                <td data-label={t('Job title')}>{mate.job_title ? <bdi>{mate.job_title}</bdi> : null}</td>
                <td data-label={t('E-mail')}>{mate.email ? <bdi>{mate.email}</bdi> : null}</td>
                <td data-label={t('Status')}>
                  <span className={`badge badge--${colleagueStatusTone(mate.status)}`}>
                    {'server' in status ? <bdi>{status.server}</bdi> : t(status.message)}
                  </span>
                </td>
                <td className="table-cards__actions">
                  <div className="colleagues-table__actions">
                    {mate.status === 1 || mate.status === 2 ? (
                      <button
                        type="button"
                        className="btn btn--secondary"
                        onClick={() => onEdit(mate)}
                        aria-label={t('Edit {name}', { name })}
                      >
                        {t('Edit')}
                      </button>
                    ) : null}
                    {isCancellableColleague(mate) ? (
                      <button
                        type="button"
                        className="btn btn--danger"
                        onClick={() => onCancel(mate)}
                        disabled={busyId === mate.conf_client_id}
                        data-opens-dialog
                        aria-label={t("Cancel {name}'s registration", { name })}
                      >
                        {t('Cancel')}
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
