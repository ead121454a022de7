import { useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { downloadAnalyticsCsv, type AnalyticsParams, type AnalyticsView } from '../../queries/analytics.ts';
import { AnalyticsChart } from './AnalyticsChart.tsx';
import type { ChartOption } from './chartOptions.ts';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

interface ViewFrameProps<Payload> {
  view: AnalyticsView;
  params: AnalyticsParams;
  answer: UseQueryResult<Payload>;
  chart(payload: Payload): ChartOption;
  chartLabel: string;
  /** The headline above the chart: totals, the range. */
  summary(payload: Payload): ReactNode;
  table(payload: Payload): ReactNode;
  /** Rows in all (for paging), when the view knows it. */
  numResults?(payload: Payload): number;
  /** Whether another page follows, for views that rank without counting every row. */
  hasMore?(payload: Payload): boolean;
  page: number;
  pageSize: number;
  onPage(page: number): void;
}

/** What every analytics view shows: its headline, chart, table, paging and the CSV export. */
export function ViewFrame<Payload>(props: ViewFrameProps<Payload>) {
  const { answer } = props;
  const [exportFailed, setExportFailed] = useState(false);
  const option = useMemo(() => (answer.data ? props.chart(answer.data) : null), [answer.data, props]);
  if (answer.isError) {
    return (
      <p className="form-error" role="alert" data-testid="analytics-error">
        {answer.error.message}
      </p>
    );
  }
  if (!answer.data) return <Skeleton blocks={1} blockHeight={320} lines={0} label="Loading the view" />;
  const total = props.numResults?.(answer.data);
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / props.pageSize));
  const hasNext = pages === undefined ? (props.hasMore?.(answer.data) ?? false) : props.page < pages;
  return (
    <div className="analytics-view" aria-busy={answer.isFetching}>
      <div className="analytics-summary">
        {props.summary(answer.data)}
        <button
          type="button"
          className="button"
          data-testid="analytics-export"
          onClick={async () => setExportFailed(!(await downloadAnalyticsCsv(props.view, props.params)))}
        >
          Export CSV
        </button>
      </div>
      {exportFailed && (
        <p className="form-error" role="alert">
          The CSV could not be downloaded. Please try again.
        </p>
      )}
      {option && <AnalyticsChart option={option} label={props.chartLabel} />}
      {props.table(answer.data)}
      {(props.page > 1 || hasNext) && (
        <nav className="analytics-pager" aria-label="Pages">
          <button
            type="button"
            className="button button--ghost"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            Previous
          </button>
          <span>{pages === undefined ? `Page ${props.page}` : `Page ${props.page} of ${pages}`}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={!hasNext}
            onClick={() => props.onPage(props.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
