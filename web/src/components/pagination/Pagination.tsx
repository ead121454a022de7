import { pageCountOf, paginationWindow, shownRange } from './paginationWindow.ts';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  testId?: string;
}

/** Mobile Back/Next, desktop 'Showing X to Y of Z results' with page buttons and ellipsis spacers. */
export function Pagination({ page, pageSize, total, onPage, testId = 'pagination' }: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const { from, to } = shownRange(page, pageSize, total);
  return (
    <nav className="pagination" aria-label="Pagination" data-testid={testId}>
      <div className="pagination-mobile">
        <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Back
        </button>
        <button
          type="button"
          className="button"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
      <div className="pagination-desktop">
        <p className="pagination-summary" data-testid="pagination-summary">
          Showing <strong>{from}</strong> to <strong>{to}</strong> of <strong>{total}</strong> results
        </p>
        {pageCount > 1 && (
          <ol className="pagination-pages">
            {paginationWindow(page, pageCount).map((slot) =>
              typeof slot === 'number' ? (
                <li key={slot}>
                  <button
                    type="button"
                    className={slot === page ? 'page-button page-button--current' : 'page-button'}
                    aria-current={slot === page ? 'page' : undefined}
                    onClick={() => onPage(slot)}
                  >
                    {slot}
                  </button>
                </li>
              ) : (
                <li key={slot} className="page-spacer" aria-hidden="true">
                  …
                </li>
              ),
            )}
          </ol>
        )}
      </div>
    </nav>
  );
}
