/**
 * The page of a route whose screen a later piece of work builds: it names the route clearly, so
 * every path of the route table already leads somewhere real, with the right shell and guard.
 */
import { matchRoute } from '@ujuzi/domain';
import { Card, EmptyState } from '@ujuzi/ui';

export interface RoutePageProps {
  /** The concrete pathname shown. */
  pathname: string;
}

export function RoutePage({ pathname }: RoutePageProps) {
  const route = matchRoute(pathname);
  const title = route?.title ?? 'Page';
  return (
    <Card>
      <EmptyState
        headingLevel="h2"
        title={title}
        description={`This screen (${route?.path ?? pathname}) is being built. Navigation, sign-in and access rules around it already work.`}
      />
    </Card>
  );
}
