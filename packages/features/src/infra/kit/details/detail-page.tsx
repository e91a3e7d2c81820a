/**
 * The detail-page pattern: the area's header (breadcrumbs, the <h1> with the status badge, the actions
 * the entity's state and the viewer's role allow), a summary, and tabs for related lists; with the
 * loading, not-found and error (Retry) states of the entity's query. See README, "A detail screen".
 */
import { Stack } from '@chakra-ui/react';
import { EmptyState, ErrorState, SkeletonCard, SkeletonText, Tabs, type TabItem } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { errorMessage } from './use-entity-action';

export interface DetailQuery<Entity> {
  data?: Entity | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DetailPageProps<Entity> {
  /** The entity's query (the generated get hook's result). */
  query: DetailQuery<Entity>;
  /** The page head for the entity (or for the loading/error states when `entity` is undefined). */
  header: (entity: Entity | undefined) => ReactNode;
  /** The entity's summary: its fields and the people and things it names (as EntityLinks). */
  summary: (entity: Entity) => ReactNode;
  /** Tabs of related lists and history; the first is shown first. */
  tabs?: (entity: Entity) => readonly TabItem[];
  /** Names the tabs ('Inquiry sections'). */
  tabsLabel?: string;
  /** What the entity is, for the states' texts ('inquiry'). */
  noun: string;
  /** The way back when the entity does not exist (a link to its list). */
  notFoundAction: ReactNode;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/** What a detail page shows for an entity that does not exist (also a route's not-found: useRouteParams). */
export function EntityNotFound({ noun, action }: { noun: string; action: ReactNode }) {
  return (
    <EmptyState
      headingLevel="h2"
      title={`This ${noun} does not exist`}
      description={`It may have been deleted. The list shows every ${noun} there is.`}
      action={action}
    />
  );
}

export function DetailPage<Entity>({ query, header, summary, tabs, tabsLabel, noun, notFoundAction }: DetailPageProps<Entity>) {
  if (query.isPending) {
    return (
      <Stack gap="5" aria-busy="true">
        {header(undefined)}
        <SkeletonCard />
        <SkeletonText lines={4} />
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Stack gap="5">
        {header(undefined)}
        {statusOf(query.error) === 404 ? (
          <EntityNotFound noun={noun} action={notFoundAction} />
        ) : (
          <ErrorState
            headingLevel="h2"
            title={`Could not load this ${noun}`}
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    );
  }
  const entity = query.data;
  const items = tabs?.(entity) ?? [];
  return (
    <Stack gap="5">
      {header(entity)}
      {summary(entity)}
      {items.length ? <Tabs aria-label={tabsLabel ?? `${noun} sections`} items={items} lazy /> : null}
    </Stack>
  );
}
