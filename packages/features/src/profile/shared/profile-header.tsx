/** The profile area's head: breadcrumbs from the dashboard, the <h1>, and the two pages of the area. */
import type { ReactNode } from 'react';
import { PageHeader, links } from '../../infra/kit';

const SECTIONS = [
  { label: 'Profile', href: links.profile() },
  { label: 'Settings', href: links.profileSettings() },
] as const;

export function ProfileHeader({
  title,
  current,
  description,
  actions,
}: {
  title: string;
  current: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: 'Dashboard', href: links.dashboard() }]}
      description={description}
      actions={actions}
      sections={{ label: 'Account', links: SECTIONS, current }}
    />
  );
}
