import type { MouseEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { paths } from '@/config/paths';
import { t, useT } from '@/i18n/i18n';
import type { PreferencesAnswer } from '@/lib/api/contract';
import { confirmDialog } from '@/lib/alerts';
import { lazyComponent } from '@/lib/lazy';
import { hasOpenForm } from '@/lib/offline/open-forms';
import { Suspense } from 'react';
import { boardMessages } from '../messages';

/** The two views of the page: the list of every company (the spec's page) and the investor's requests by priority. */
export type PreferencesView = 'list' | 'requests';

export const VIEW_PARAM = 'view';
export const REQUESTS_VIEW_HREF = `${paths.user.preferences}?${VIEW_PARAM}=requests`;

export function usePreferencesView(): PreferencesView {
  const [params] = useSearchParams();
  return params.get(VIEW_PARAM) === 'requests' ? 'requests' : 'list';
}

// The board, and the drag-and-drop library it uses, load when the view is first opened.
const RequestBoard = lazyComponent(() => import('./board/request-board').then((m) => m.RequestBoard));

export function RequestsView({ data }: { data: PreferencesAnswer }) {
  useT();
  return (
    <Suspense fallback={<Loader label={t(boardMessages.loading)} />}>
      <RequestBoard data={data} />
    </Suspense>
  );
}

/**
 * The switch between the views. Leaving the list while it holds changes not submitted asks first:
 * the requests show what is saved.
 */
export function PreferencesViewSwitch({ view }: { view: PreferencesView }) {
  const navigate = useNavigate();
  useT();
  const toRequests = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (view !== 'list' || !hasOpenForm()) return;
    event.preventDefault();
    const answer = await confirmDialog({
      text: boardMessages.leaveList,
      confirmText: boardMessages.leaveListConfirm,
      cancelText: boardMessages.leaveListCancel,
      icon: 'warning',
    });
    if (answer === 'confirm') void navigate(REQUESTS_VIEW_HREF);
  };
  return (
    <nav className="pref-views" aria-label={t(boardMessages.viewsLabel)}>
      <Link
        to={paths.user.preferences}
        className={`pref-views__link${view === 'list' ? ' pref-views__link--current' : ''}`}
        aria-current={view === 'list' ? 'page' : undefined}
      >
        {t(boardMessages.listView)}
      </Link>
      <Link
        to={REQUESTS_VIEW_HREF}
        className={`pref-views__link${view === 'requests' ? ' pref-views__link--current' : ''}`}
        aria-current={view === 'requests' ? 'page' : undefined}
        onClick={(event) => void toRequests(event)}
        onMouseEnter={() => void RequestBoard.preload()}
        onFocus={() => void RequestBoard.preload()}
        data-opens-dialog
      >
        {t(boardMessages.boardView)}
      </Link>
    </nav>
  );
}
