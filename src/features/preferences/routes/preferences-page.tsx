import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { t, useT } from '@/i18n/i18n';
import type { RegistrationData } from '@/lib/api/contract';
import { isApiErrorOf } from '@/lib/api/errors';
import { useChangedElsewhere } from '@/lib/api/other-tabs';
import { useProfile } from '@/lib/profile/profile';
import { usePreferences, useReloadPreferences } from '../api/get-preferences';
import { preferencesKeys } from '../api/keys';
import { PreferencesForm } from '../components/preferences-form';
import { PreferencesViewSwitch, RequestsView, usePreferencesView } from '../components/preferences-views';
import { changedElsewhereMessages, preferencesMessages, SCHEDULING_EMAIL } from '../messages';
import '../preferences.css';

function isInvestorProfile(data: RegistrationData | undefined): boolean {
  const person = data?.client?.client;
  if (!person) return false;
  return person.client_type_id === 1 || person.client_type?.type === 1;
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="pref-notice card" role="alert">
      <p>{children}</p>
    </div>
  );
}

/** Another tab saved preferences while this page held unsent choices: they are not replaced unasked. */
function ChangedElsewhereNotice({ onReload }: { onReload: () => void }) {
  return (
    <div className="pref-notice card" role="status">
      <p>
        {/* An icon (the letter-like sign ℹ), not a word to translate. */}
        <span aria-hidden="true" translate="no">
          ℹ{' '}
        </span>
        {t(changedElsewhereMessages.text)}
      </p>
      <button type="button" className="btn btn--secondary" onClick={onReload}>
        {t(changedElsewhereMessages.reload)}
      </button>
    </div>
  );
}

export function PreferencesPage() {
  const profile = useProfile();
  const investor = isInvestorProfile(profile.data);
  const query = usePreferences(investor);
  const reload = useReloadPreferences();
  const changedElsewhere = useChangedElsewhere(preferencesKeys.page(), query.dataUpdatedAt);
  const view = usePreferencesView();
  useT();

  let body: React.ReactNode;
  if (!investor) {
    body = profile.isPending ? (
      <Loader label={t(preferencesMessages.loading)} />
    ) : (
      <Notice>{t(preferencesMessages.noAccess)}</Notice>
    );
  } else if (query.isPending || (query.isFetching && !query.isFetchedAfterMount)) {
    // A kept answer (offline cache) is being fetched again: the form starts from the server's
    // answer, so nothing typed is replaced under the attendee when it arrives.
    body = <Loader label={t(preferencesMessages.loadingPreferences)} />;
  } else if (
    query.isError &&
    (query.data === undefined || !isApiErrorOf(query.error, 'server', 'network', 'malformed'))
  ) {
    const error = query.error;
    if (isApiErrorOf(error, 'forbidden')) body = <Notice>{t(preferencesMessages.noAccess)}</Notice>;
    else if (isApiErrorOf(error, 'validation')) {
      body = (
        <Notice>
          {t(preferencesMessages.closed)} {/* The address, left to right inside a right-to-left sentence. */}
          <a href={`mailto:${SCHEDULING_EMAIL}`} dir="ltr">
            {SCHEDULING_EMAIL}
          </a>
        </Notice>
      );
    } else
      body = <LoadError error={error} title={t(preferencesMessages.loadFailed)} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <>
        {/* A later read that failed (network or server trouble) leaves the form as it is, with what was chosen. */}
        {query.isError ? (
          <LoadError
            error={query.error}
            title={t(preferencesMessages.loadFailed)}
            onRetry={() => void query.refetch()}
          />
        ) : null}
        {changedElsewhere ? <ChangedElsewhereNotice onReload={reload} /> : null}
        <PreferencesViewSwitch view={view} />
        {view === 'requests' ? (
          <RequestsView data={query.data} />
        ) : (
          <PreferencesForm key={query.dataUpdatedAt} data={query.data} onReload={reload} />
        )}
      </>
    );
  }

  return (
    <div className="page preferences-page">
      <PageHeading>{t('Meeting Preferences')}</PageHeading>
      {body}
    </div>
  );
}
