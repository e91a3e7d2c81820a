/** The head of every attendance screen: breadcrumbs, the <h1>, and the attendance sections the viewer may open. */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const ATTENDANCE: Area = {
  label: 'Attendance',
  sections: [
    { label: 'Today’s registers', href: links.attendanceToday() },
    { label: 'Records', href: links.attendanceRecords() },
  ],
};

export const TODAY_CRUMB: Crumb = { label: 'Today’s registers', href: links.attendanceToday() };

export interface AttendanceHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one. */
  trail?: readonly Crumb[];
  current?: string;
}

export function AttendanceHeader(props: AttendanceHeaderProps) {
  return <AreaHeader area={ATTENDANCE} {...props} />;
}
