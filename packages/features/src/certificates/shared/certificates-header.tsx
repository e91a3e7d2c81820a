/**
 * The head of every certificates screen: breadcrumbs, the page's <h1>, a line under it, actions, and
 * the area's section links for staff (Overview, Pending, All, Analytics), each shown only where the
 * viewer's role may open it (the route guard's own rule).
 *
 *   <CertificatesHeader title="Pending certificates" description="…" actions={<Button>…</Button>} />
 *   <CertificatesHeader title={course.title} trail={[{ label: 'My certificates', href: '/dashboard/certificates/my-certificates' }]} />
 */
import { Box, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { canOpen, type RoutePattern } from '@ujuzi/domain';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { managesCertificates } from './labels';

export interface CertificatesCrumb {
  label: string;
  href: string;
}

/** The staff sections of the area, in the order the section links show them. */
export const CERTIFICATE_SECTIONS: readonly { label: string; href: RoutePattern }[] = [
  { label: 'Overview', href: '/dashboard/certificates/manage' },
  { label: 'Pending', href: '/dashboard/certificates/pending' },
  { label: 'All certificates', href: '/dashboard/certificates/all' },
  { label: 'Analytics', href: '/dashboard/certificates/analytics' },
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
  const sections = staff ? CERTIFICATE_SECTIONS.filter((section) => canOpen(section.href, user)) : [];
  const home: CertificatesCrumb = staff
    ? { label: 'Certificate management', href: '/dashboard/certificates/manage' }
    : { label: 'My certificates', href: '/dashboard/certificates/my-certificates' };
  const crumbs: CertificatesCrumb[] = [
    { label: 'Dashboard', href: '/dashboard' },
    ...(pathname === home.href || !canOpen(home.href, user) ? [] : [home]),
    ...trail.filter((crumb) => crumb.href !== home.href),
  ];
  return (
    <Stack gap="4">
      <chakra.nav aria-label="Breadcrumb">
        <HStack as="ol" listStyleType="none" gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
          {crumbs.map((crumb) => (
            <HStack as="li" key={crumb.href} gap="2">
              <Link href={crumb.href} variant="muted">
                {crumb.label}
              </Link>
              <span aria-hidden="true">/</span>
            </HStack>
          ))}
          <li aria-current="page">
            <Text as="span" color="fg" lineClamp="1" wordBreak="break-word">
              {title}
            </Text>
          </li>
        </HStack>
      </chakra.nav>
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {title}
          </Heading>
          {description ? (
            <Text as="div" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </HStack>
      {sections.length ? (
        <chakra.nav aria-label="Certificate management" borderBottomWidth="1px" borderColor="border" overflowX="auto">
          <HStack as="ul" listStyleType="none" gap="1" minW="max-content">
            {sections.map((section) => {
              const isActive = pathname === section.href;
              return (
                <Box
                  as="li"
                  key={section.href}
                  borderBottomWidth="2px"
                  borderColor={isActive ? 'brand.solid' : 'transparent'}
                  mb="-1px"
                >
                  <Link href={section.href} variant={isActive ? 'plain' : 'muted'} aria-current={isActive ? 'page' : undefined}>
                    <Box as="span" display="inline-block" px="3" py="2" fontWeight={isActive ? 'semibold' : 'medium'}>
                      {section.label}
                    </Box>
                  </Link>
                </Box>
              );
            })}
          </HStack>
        </chakra.nav>
      ) : null}
    </Stack>
  );
}
