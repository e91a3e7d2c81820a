/** The kit's not-found for a malformed route (useRouteParams): the page's heading and the way back to the start. */
import { Stack } from '@chakra-ui/react';
import { EmptyState, Link } from '@ujuzi/ui';
import { useLocation } from 'react-router-dom';
import { PageHeader } from './page-header';
import { links } from '../links';

export function RouteNotFound() {
  const { pathname } = useLocation();
  const dashboard = pathname === links.dashboard() || pathname.startsWith(`${links.dashboard()}/`);
  return (
    <Stack gap="5">
      <PageHeader title="Page not found" crumbs={dashboard ? [{ label: 'Dashboard', href: links.dashboard() }] : []} />
      <EmptyState
        headingLevel="h2"
        title="This address does not lead to a page"
        description="A part of it is not what the page expects. Check the link you followed."
        action={
          <Link href={dashboard ? links.dashboard() : '/'}>{dashboard ? 'Go to the dashboard' : 'Go to the home page'}</Link>
        }
      />
    </Stack>
  );
}
