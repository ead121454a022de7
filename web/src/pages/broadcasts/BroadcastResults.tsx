import { PageSizeSelect } from '../../components/pagination/PageSizeSelect.tsx';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { useBroadcastList } from '../../queries/broadcasts.ts';
import { BroadcastTable } from '../../components/broadcasts/BroadcastTable.tsx';
import { broadcastApiQuery, emptyListText, type BroadcastSearchState } from './broadcastUrlState.ts';

interface BroadcastResultsProps {
  state: BroadcastSearchState;
  onChange: (next: BroadcastSearchState) => void;
}

/** The table of the current tab and search, with the page size and the pagination. */
export function BroadcastResults({ state, onChange }: BroadcastResultsProps) {
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useBroadcastList(
    broadcastApiQuery(state),
  );

  if (isPending) return <p className="muted">Loading broadcasts…</p>;
  if (isError) {
    return (
      <div className="card" role="alert" data-testid="broadcast-list-error">
        {error.message}
      </div>
    );
  }
  return (
    <div className={isPlaceholderData ? 'broadcast-results broadcast-results--loading' : 'broadcast-results'}>
      {data.results.length === 0 ? (
        <p className="card muted" data-testid="broadcast-empty">
          {emptyListText(state.tab)}
        </p>
      ) : (
        <BroadcastTable
          broadcasts={data.results}
          onCompany={(companyId) => onChange({ ...state, companyId, page: 1 })}
          onChanged={() => void refetch()}
        />
      )}
      <div className="broadcast-pager">
        <PageSizeSelect
          value={state.pageSize}
          onChange={(pageSize) => onChange({ ...state, pageSize, page: 1 })}
          testId="broadcast-page-size"
        />
        {data.numResults > 0 && (
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            total={data.numResults}
            onPage={(page) => onChange({ ...state, page })}
            testId="broadcast-pagination"
          />
        )}
      </div>
    </div>
  );
}
