import { pageNumbers } from '../logic/companies';

type Props = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
};

/** Previous / numbered / Next page buttons; the current page is marked by aria-current and by style. */
export function Pagination({ page, pageCount, onChange, label }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Previous page"
      >
        <span aria-hidden="true">‹ </span>Previous
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
                aria-label={`Page ${n}`}
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
        aria-label="Next page"
      >
        Next
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
