/**
 * The one way a screen renders a query's states: a skeleton while it loads, an error with 'Try again'
 * (the server's or the specs' text), an empty state with the next useful action, or the data.
 *
 *   <QueryState query={query} noun="payment plans" empty={{ title: 'No plans yet', action: newPlan }}>
 *     {(plans) => <PlanTable plans={plans} />}
 *   </QueryState>
 */
import { EmptyState, ErrorState, SkeletonText } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { errorText } from './api-error';

/** The part of a TanStack query result it reads. */
export interface StateQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefetching?: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: StateQuery<T>;
  /** What loads, in the plural ('payment plans'): 'Loading payment plans…', 'Could not load payment plans'. */
  noun: string;
  /** When the data counts as empty. Defaults to an empty array, or a page of no `results`. */
  isEmpty?: (data: T) => boolean;
  /** Leave out when the data is never empty. */
  empty?: { title: string; description?: ReactNode; action?: ReactNode };
  /** 'sm' inside cards and dialogs. Defaults to 'md'. */
  size?: 'sm' | 'md';
  /** The level of the empty and error states' headings. Defaults to 'h2' (right under the page's h1). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Lines of the loading skeleton. Defaults to 4. */
  loadingLines?: number;
  children: (data: T) => ReactNode;
}

export const isEmptyData = (data: unknown): boolean =>
  Array.isArray(data)
    ? data.length === 0
    : typeof data === 'object' && data !== null && 'results' in data && Array.isArray(data.results)
      ? data.results.length === 0
      : false;

export function QueryState<T>({
  query,
  noun,
  isEmpty = isEmptyData,
  empty,
  size = 'md',
  headingLevel = 'h2',
  loadingLines = 4,
  children,
}: QueryStateProps<T>): ReactNode {
  if (query.isPending) return <SkeletonText lines={loadingLines} label={`Loading ${noun}…`} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorState
        size={size}
        headingLevel={headingLevel}
        title={`Could not load ${noun}`}
        message={query.isError ? errorText(query.error) : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (empty && isEmpty(query.data))
    return (
      <EmptyState
        size={size}
        headingLevel={headingLevel}
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />
    );
  return children(query.data);
}
