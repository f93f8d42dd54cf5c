import { PageHeading } from '@/components/page-heading';
import { useLocale, useT } from '@/i18n/i18n';
import { now } from '@/lib/dates/clock';
import { londonDate } from '@/lib/dates/london-day';
import { useHydrated } from '@/lib/hydration';
import { useConferenceText } from '@/lib/profile/profile';
import {
  buildDeadlines,
  deadlineDate,
  deadlineStatus,
  type Deadline,
  PENDING_DEADLINES,
  UNAVAILABLE_DEADLINES,
} from '../logic/deadlines';
import '../public.css';

/**
 * Important Deadlines (spec A§2, A§9): the conference text's three deadlines and the static accommodation and logo
 * ones, each marked as passed or to come by the portal's clock. The page is written at build time, so the marks wait
 * for the browser (useHydrated); their column keeps its width meanwhile, and nothing moves when they appear.
 */
export function ImportantDeadlinesPage() {
  const t = useT();
  const locale = useLocale();
  const { data: text, isPending, isError, refetch, isFetching } = useConferenceText();
  const hydrated = useHydrated();
  const today = hydrated ? londonDate(now()) : null;
  const loading = isPending && !isError;
  // While the conference text is on its way, or when it could not be loaded, its rows hold their place:
  // nothing on the page moves when it arrives or fails.
  const rows = loading ? PENDING_DEADLINES : isError ? UNAVAILABLE_DEADLINES : buildDeadlines(text);
  const dateOf = (deadline: Deadline & { pending?: true; unavailable?: true }) =>
    deadline.pending ? t('Loading the date…') : deadline.unavailable ? t('Not available') : deadlineDate(deadline.date);
  return (
    <section className="public-page page">
      <PageHeading>{t('Important Deadlines')}</PageHeading>
      <table className="deadlines" aria-busy={loading}>
        <caption className="visually-hidden">{t('Deadlines of the conference')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Deadline')}</th>
            <th scope="col">{t('Date')}</th>
            <th scope="col" className="deadlines__status">
              {t('Status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((deadline, index) => (
            // Keyed by place: rows keep their place when the dates arrive and the rows are sorted.
            <tr key={index} data-deadline={deadline.id}>
              <th scope="row">{t(deadline.label)}</th>
              {/* A date is written by Intl in the page's language (not a catalogue text). */}
              <td lang={deadline.date ? locale : undefined}>{dateOf(deadline)}</td>
              <td className="deadlines__status">
                <StatusBadge date={deadline.date} today={today} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {isError ? (
        <div className="form-alert form-alert--info deadlines__note" role="status">
          <p>{t('Some dates could not be loaded.')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? t('Trying again…') : t('Try again')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function StatusBadge({ date, today }: { date: string | null; today: string | null }) {
  const status = today ? deadlineStatus(date, today) : null;
  if (!status) return null;
  return <span className={`badge deadline-status deadline-status--${status.kind}`}>{status.text}</span>;
}
