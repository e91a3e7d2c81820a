/**
 * The states every data view of the public site goes through: loading (a skeleton shaped like the
 * content), failed (the specs' error text with Try again), empty, and the data.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { errorText } from '../../infra/kit/shared/api-error';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  /** Shown while the first answer is awaited. */
  loading: ReactNode;
  /** Whether an answer has nothing to show (then `empty` renders). */
  isEmpty?: (data: T) => boolean;
  /** The empty state; defaults to a generic one. */
  empty?: ReactNode;
  /** The failure's heading. Defaults to "Something went wrong". */
  errorTitle?: string;
  /** A failure the page handles itself (e.g. a 404 turned into a not-found page); return null to use the default. */
  renderError?: (error: unknown) => ReactNode | null;
  headingLevel?: 'h2' | 'h3';
  children: (data: T) => ReactNode;
}

export function QueryView<T>({
  query,
  loading,
  isEmpty,
  empty,
  errorTitle,
  renderError,
  headingLevel = 'h2',
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    const custom = renderError?.(query.error);
    if (custom) return <>{custom}</>;
    return (
      <ErrorState
        title={errorTitle}
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        headingLevel={headingLevel}
      />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState title="Nothing here yet" headingLevel={headingLevel} />}</>;
  return <>{children(data)}</>;
}
