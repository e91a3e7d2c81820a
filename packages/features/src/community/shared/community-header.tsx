/**
 * The head of every community screen: breadcrumbs (Dashboard › Community › …), the page's <h1>, a line
 * under it, actions, and the area's sections (Topics, Articles, My content, Bookmarks, Notifications, Search).
 *
 *   <CommunityHeader title="New topic" trail={[]} actions={…} />
 */
import { canOpen } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';
import { useSession } from '../../infra/session/session-context';

export const COMMUNITY_SECTIONS: readonly { label: string; href: string }[] = [
  { label: 'Topics', href: links.community() },
  { label: 'Articles', href: links.communityArticles() },
  { label: 'My content', href: links.myCommunityContent() },
  { label: 'Bookmarks', href: links.bookmarks() },
  { label: 'Notifications', href: links.communityNotifications() },
  { label: 'Search', href: links.communitySearch() },
  { label: 'Activity', href: links.communityActivity() },
  { label: 'Categories', href: links.communityCategories() },
];

export interface CommunityHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  description?: ReactNode;
  /** Pages between the community home and this page. */
  trail?: readonly Crumb[];
  actions?: ReactNode;
  /** The section the page belongs to (defaults to the current path). */
  section?: string;
}

export function CommunityHeader({ title, description, trail = [], actions, section }: CommunityHeaderProps) {
  const { pathname } = useLocation();
  const { user } = useSession();
  // Only the sections the viewer may open (Categories is management's).
  const sections = COMMUNITY_SECTIONS.filter((entry) => canOpen(entry.href, user));
  const home: Crumb = { label: 'Community', href: links.community() };
  const crumbs: Crumb[] = [{ label: 'Dashboard', href: links.dashboard() }, ...(pathname === home.href ? [] : [home]), ...trail];
  return (
    <PageHeader
      title={title}
      description={description}
      crumbs={crumbs}
      actions={actions}
      sections={{ label: 'Community', links: sections, current: section ?? pathname }}
    />
  );
}
