/**
 * The head of every records screen (issue 26): breadcrumbs, the <h1>, and the records sections the
 * viewer may open (a student or parent sees their documents and academic records).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const RECORDS: Area = {
  label: 'Records',
  sections: [
    { label: 'Documents', href: links.documents() },
    { label: 'Documents to verify', href: links.documentsToVerify() },
    { label: 'Academic records', href: links.academicRecords() },
    { label: 'School profile', href: links.schoolProfile() },
    { label: 'People and reports', href: links.people() },
  ],
};

export interface RecordsHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  trail?: readonly Crumb[];
  current: string;
}

export function RecordsHeader(props: RecordsHeaderProps) {
  return <AreaHeader area={RECORDS} {...props} />;
}
