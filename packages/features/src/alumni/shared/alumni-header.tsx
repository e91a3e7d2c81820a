/** The head of every alumni screen: breadcrumbs, the <h1>, and the two sections (directory, events). */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const ALUMNI: Area = {
  label: 'Alumni',
  sections: [
    { label: 'Directory', href: links.alumni() },
    { label: 'Events', href: links.alumniEvents() },
  ],
};

export const ALUMNI_CRUMB: Crumb = { label: 'Alumni', href: links.alumni() };
export const ALUMNI_EVENTS_CRUMB: Crumb = { label: 'Alumni events', href: links.alumniEvents() };

export interface AlumniHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one (the directory above a profile). */
  trail?: readonly Crumb[];
  current?: string;
}

export function AlumniHeader(props: AlumniHeaderProps) {
  return <AreaHeader area={ALUMNI} {...props} />;
}
