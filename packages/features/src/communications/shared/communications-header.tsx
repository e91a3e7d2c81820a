/**
 * The head of every communications screen: breadcrumbs, the page's <h1>, a line under it, actions and
 * the area's sections (Announcements, Messages, Notifications, Settings), each shown only where the
 * viewer's role may open it (the route guard's own rule).
 */
import { canOpen, type RoutePattern } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader, type Crumb } from '../../kit';
import { useSession } from '../../session/session-context';

const SECTIONS: readonly { label: string; href: RoutePattern }[] = [
  { label: 'Announcements', href: '/dashboard/communications/announcements' },
  { label: 'Messages', href: '/dashboard/communications/messages' },
  { label: 'Notifications', href: '/dashboard/communications/notifications' },
  { label: 'Settings', href: '/dashboard/communications/settings' },
];

export interface CommunicationsHeaderProps {
  title: string;
  description?: ReactNode;
  /** Pages between the dashboard and this page. */
  trail?: readonly Crumb[];
  actions?: ReactNode;
}

export function CommunicationsHeader({ title, description, trail = [], actions }: CommunicationsHeaderProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const links = SECTIONS.filter((section) => canOpen(section.href, user));
  const current = links.find((section) => pathname.startsWith(section.href))?.href ?? pathname;
  return (
    <PageHeader
      title={title}
      description={description}
      crumbs={[{ label: 'Dashboard', href: '/dashboard' }, ...trail]}
      actions={actions}
      sections={{ label: 'Communications', links, current }}
    />
  );
}
