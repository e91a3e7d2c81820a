/** The profile area's head: breadcrumbs from the dashboard, the <h1>, and the two pages of the area. */
import type { ReactNode } from 'react';
import { PageHeader } from '../../kit';

export const PROFILE_PATH = '/dashboard/profile';
export const SETTINGS_PATH = '/dashboard/profile/settings';

const SECTIONS = [
  { label: 'Profile', href: PROFILE_PATH },
  { label: 'Settings', href: SETTINGS_PATH },
] as const;

export function ProfileHeader({
  title,
  current,
  description,
  actions,
}: {
  title: string;
  current: typeof PROFILE_PATH | typeof SETTINGS_PATH;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: 'Dashboard', href: '/dashboard' }]}
      description={description}
      actions={actions}
      sections={{ label: 'Account', links: SECTIONS, current }}
    />
  );
}
