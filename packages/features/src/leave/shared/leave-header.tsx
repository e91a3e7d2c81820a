/**
 * The head of every leave screen: breadcrumbs, the <h1>, and the leave sections the viewer may open
 * (applications for everyone, approvals for staff, reports for management).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const LEAVE: Area = {
  label: 'Leave',
  sections: [
    { label: 'Applications', href: links.leaves() },
    { label: 'Approvals', href: links.leaveApprovals() },
    { label: 'Reports', href: links.leaveReports() },
  ],
};

export const LEAVE_CRUMB: Crumb = { label: 'Leave', href: links.leaves() };

export interface LeaveHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one (the applications list above an application). */
  trail?: readonly Crumb[];
  current?: string;
}

export function LeaveHeader(props: LeaveHeaderProps) {
  return <AreaHeader area={LEAVE} {...props} />;
}
