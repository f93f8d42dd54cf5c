import { Loader } from '@/components/loader';
import { tText, useT } from '@/i18n/i18n';
import { NO_DATA } from '@/lib/messages';
import { useColleagues } from '../api/get-colleagues';
import { colleagueStatus } from '../logic/colleague-status';
import '@/styles/table-cards.css';

export function ColleaguesTab() {
  const t = useT();
  const colleagues = useColleagues(true);
  if (colleagues.isPending) return <Loader label={t('Loading your colleagues…')} />;
  // A failed load shows no error, only an empty tab (spec A§8).
  const rows = colleagues.data ?? [];
  return (
    <div>
      <h2 className="dashboard__panel-title">{t('Colleagues')}</h2>
      {rows.length === 0 ? (
        <p>{tText(NO_DATA)}</p>
      ) : (
        <div className="table-scroll table-cards-wrap">
          <table className="table table-cards">
            <caption className="visually-hidden">{t('Your colleagues and their registration status')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Name')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Job title')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((colleague) => {
                const status = colleagueStatus(colleague.conferences_clients?.[0]?.status ?? colleague.status);
                return (
                  <tr key={colleague.id}>
                    <th scope="row" dir="auto">
                      {colleague.full_titled_name}
                    </th>
                    <td data-label={t('Status')}>
                      <span className={`badge badge--${status.tone}`}>
                        <span aria-hidden="true">{status.icon} </span>
                        {t(status.label)}
                      </span>
                    </td>
                    <td data-label={t('Job title')}>
                      <bdi>{colleague.job_title ?? '—'}</bdi>
                    </td>
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
