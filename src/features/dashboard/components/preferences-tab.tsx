import { Loader } from '@/components/loader';
import { tText, useT } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import { NO_DATA } from '@/lib/messages';
import { usePreferenceCompanies } from '../api/preference-companies';
import { useShareholderOptions } from '../api/shareholder-options';
import { hasShareholderAnswers, shareholderColumn } from '../logic/shareholder';
import '@/styles/table-cards.css';

export function PreferencesTab({ clientId }: { clientId: number | null }) {
  const t = useT();
  const companies = usePreferenceCompanies(clientId, true);
  // A failed load shows no error, only an empty tab (spec A§8).
  const rows = companies.data ?? [];
  const options = useShareholderOptions(hasShareholderAnswers(rows));
  // The option names are waited for while they load, not while offline: the table then shows without them.
  if ((companies.isPending && clientId !== null) || (options.isPending && options.fetchStatus === 'fetching'))
    return <Loader label={t('Loading your meeting preferences…')} />;
  const shareholder = shareholderColumn(rows, options.data);
  return (
    <div>
      <h2 className="dashboard__panel-title">{t('Meeting Preferences')}</h2>
      {rows.length === 0 ? (
        <p>{tText(NO_DATA)}</p>
      ) : (
        <div className="table-scroll table-cards-wrap">
          <table className="table table-cards">
            <caption className="visually-hidden">{t('Companies you asked to meet')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Company')}</th>
                <th scope="col">{t('Meeting type')}</th>
                <th scope="col">{t('Meeting level')}</th>
                {shareholder ? <th scope="col">{t('Shareholder')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((company, index) => {
                const tipId = `presenters-${company.id}`;
                const names = company.presenter_names.length
                  ? isolate(company.presenter_names.join(', '))
                  : t('No presenters yet');
                return (
                  <tr key={company.id}>
                    <th scope="row">
                      <span className="tooltip">
                        <span
                          className="tooltip__trigger"
                          tabIndex={0}
                          dir="auto"
                          aria-describedby={tipId}
                          onKeyDown={(event) => {
                            // Escape dismisses the tooltip without moving the pointer (WCAG 1.4.13).
                            if (event.key === 'Escape') event.currentTarget.blur();
                          }}
                        >
                          {company.name}
                        </span>
                        <span role="tooltip" id={tipId} className="tooltip__content">
                          {t('Presenters: {names}', { names })}
                        </span>
                      </span>
                    </th>
                    {/* The server's words for the type, the level and the shareholder answer. */}
                    <td data-label={t('Meeting type')}>
                      <bdi>{company.preferences?.meeting_type_readable ?? '—'}</bdi>
                    </td>
                    <td data-label={t('Meeting level')}>
                      <bdi>{company.preferences?.meeting_priority_readable ?? '—'}</bdi>
                    </td>
                    {shareholder ? (
                      <td data-label={t('Shareholder')}>
                        <bdi>{shareholder[index]}</bdi>
                      </td>
                    ) : null}
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
