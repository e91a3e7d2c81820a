/** A dashboard card fed by one query: skeleton while loading, an error with Try again, an empty state, or the data. */
import { ErrorState, EmptyState, Card, SkeletonText } from '@ujuzi/ui';
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The part of a TanStack query result the card reads. */
export interface CardQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface QueryCardProps<T> {
  title: string;
  description?: string;
  /** Links at the top right ('View all'). */
  actions?: ReactNode;
  query: CardQuery<T>;
  /** When the data counts as empty. Defaults to an empty array. */
  isEmpty?: (data: T) => boolean;
  empty: { title: string; description?: string; action?: ReactNode };
  /** Controls above the content that stay while it loads or fails (a search box). */
  toolbar?: ReactNode;
  /** Lines of the loading skeleton. Defaults to 4. */
  loadingLines?: number;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryCard<T>({
  title,
  description,
  actions,
  query,
  isEmpty = emptyArray,
  empty,
  toolbar,
  loadingLines = 4,
  children,
}: QueryCardProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <SkeletonText lines={loadingLines} label={`Loading ${title.toLowerCase()}…`} />;
  else if (query.isError || query.data === undefined)
    body = (
      <ErrorState
        size="sm"
        title={`Could not load ${title.toLowerCase()}`}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    );
  else if (isEmpty(query.data))
    body = <EmptyState size="sm" title={empty.title} description={empty.description} action={empty.action} />;
  else body = children(query.data);
  return (
    <Card title={title} description={description} actions={actions} headingLevel={2} fullHeight>
      {toolbar ? (
        <Stack gap="4">
          {toolbar}
          {body}
        </Stack>
      ) : (
        body
      )}
    </Card>
  );
}
