/**
 * Every certificates and QR screen a role may open is reachable by clicking: the sidebar names its
 * landing pages, and the rest are the section links of the area's headers (detail pages open from
 * the lists). Checked for each role with the route table's own rule.
 */
import { ROUTES, canOpen } from '@ujuzi/domain';
import { visibleEntries, type SidebarEntry } from '@ujuzi/ui';
import { describe, expect, it } from 'vitest';
import { sidebarSections } from '../infra/shell/sidebar-sections';
import { CERTIFICATE_SECTIONS } from './shared/certificates-header';
import { QR_SECTIONS } from './shared/qr';

const ROLES = ['super_admin', 'admin', 'teacher', 'student', 'parent', 'accountant'] as const;

const sidebarHrefs = (userType: string): Set<string> => {
  const walk = (entries: SidebarEntry[]): string[] =>
    entries.flatMap((entry) => [...(entry.href ? [entry.href] : []), ...walk(visibleEntries(entry.children ?? []))]);
  return new Set(walk(visibleEntries(sidebarSections({ user_type: userType }))));
};

const areaPages = ROUTES.map((route) => route.path).filter(
  (path) => (path.startsWith('/dashboard/certificates') || path.startsWith('/dashboard/qr-code')) && !path.includes(':'),
);

describe('certificates and QR screens by click', () => {
  it.each(ROLES)('a %s reaches every page of the area they may open', (userType) => {
    const user = { user_type: userType };
    const sidebar = sidebarHrefs(userType);
    const viaSidebar = (path: string) => sidebar.has(path);
    // A section link shows only where the header's page is open to the role, and only if reached.
    const viaSections = (path: string) =>
      (QR_SECTIONS.some((section) => section.href === path) && viaSidebar('/dashboard/qr-code')) ||
      (CERTIFICATE_SECTIONS.some((section) => section.href === path) &&
        CERTIFICATE_SECTIONS.some((section) => viaSidebar(section.href)));
    const unreachable = areaPages.filter(
      (path) =>
        canOpen(path, user) &&
        // The index only sends the role on to its landing page, which must be reachable itself.
        path !== '/dashboard/certificates' &&
        // §6: the learners' Certificates section is for students and parents only; staff, whose
        // roles cover the student's, hold no certificates there.
        !(path === '/dashboard/certificates/my-certificates' && !['student', 'parent'].includes(userType)) &&
        !viaSidebar(path) &&
        !viaSections(path),
    );
    expect(unreachable).toEqual([]);
    expect(viaSidebar('/dashboard/qr-code')).toBe(true);
  });

  it('gives learners and parents My certificates, and staff the management pages', () => {
    expect(sidebarHrefs('student').has('/dashboard/certificates/my-certificates')).toBe(true);
    expect(sidebarHrefs('parent').has('/dashboard/certificates/my-certificates')).toBe(true);
    expect(sidebarHrefs('teacher').has('/dashboard/certificates/pending')).toBe(true);
    expect(sidebarHrefs('teacher').has('/dashboard/certificates/analytics')).toBe(false);
    expect(sidebarHrefs('admin').has('/dashboard/certificates/analytics')).toBe(true);
  });
});
