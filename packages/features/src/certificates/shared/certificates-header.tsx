/**
 * The head of every certificates screen: breadcrumbs, the page's <h1>, a line under it, actions, and
 * the area's section links for staff (Overview, Pending, All, Analytics), each shown only where the
 * viewer's role may open it (the route guard's own rule).
 *
 *   <CertificatesHeader title="Pending certificates" description="…" actions={<Button>…</Button>} />
 *   <CertificatesHeader title={course.title} trail={[{ label: 'My certificates', href: links.myCertificates() }]} />
 */
import { canOpen } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAreaSections } from '../../infra/kit/shared/area-header';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { useSession } from '../../infra/session/session-context';
import { managesCertificates } from './labels';
import { links } from '../../infra/kit/links';

export type CertificatesCrumb = Crumb;

/** The staff sections of the area, in the order the section links show them. */
export const CERTIFICATE_SECTIONS: readonly { label: string; href: string }[] = [
  { label: 'Overview', href: links.manageCertificates() },
  { label: 'Pending', href: links.pendingCertificates() },
  { label: 'All certificates', href: links.allCertificates() },
  { label: 'Analytics', href: links.certificateAnalytics() },
];

export interface CertificatesHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  description?: ReactNode;
  /** Pages between the area's home and this page. */
  trail?: readonly CertificatesCrumb[];
  actions?: ReactNode;
}

export function CertificatesHeader({ title, description, trail = [], actions }: CertificatesHeaderProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const staff = managesCertificates(user);
  const openable = useAreaSections({ label: 'Certificate management', sections: CERTIFICATE_SECTIONS });
  const sections = staff ? openable : [];
  const home: CertificatesCrumb = staff
    ? { label: 'Certificate management', href: links.manageCertificates() }
    : {
        label: user?.user_type === 'parent' ? 'My children’s certificates' : 'My certificates',
        href: links.myCertificates(),
      };
  const crumbs: CertificatesCrumb[] = [
    { label: 'Dashboard', href: links.dashboard() },
    ...(pathname === home.href || !canOpen(home.href, user) ? [] : [home]),
    ...trail.filter((crumb) => crumb.href !== home.href),
  ];
  return (
    <PageHeader
      title={title}
      description={description}
      crumbs={crumbs}
      actions={actions}
      sections={{ label: 'Certificate management', links: sections, current: pathname }}
    />
  );
}
