import { useT } from '@/i18n/i18n';
import { pageNumbers } from '../logic/companies';

type Props = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** The pager's accessible name, in the attendee's language. */
  label: string;
};

/**
 * Previous / numbered / Next page buttons; the current page is marked by aria-current and by style. The arrows
 * (‹ ›) are mirrored characters: a right-to-left page shows them pointing its own way.
 */
export function Pagination({ page, pageCount, onChange, label }: Props) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('Previous page')}
      >
        <span aria-hidden="true">‹ </span>
        {t('Previous')}
      </button>
      <ul className="pager__list">
        {pageNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={`pager__page${n === page ? ' is-current' : ''}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('Page {n}', { n })}
                onClick={() => onChange(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={t('Next page')}
      >
        {t('Next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
