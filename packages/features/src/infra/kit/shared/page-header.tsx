/**
 * The head of every dashboard screen: breadcrumbs ending at this page, the page's <h1> with an
 * optional sentence and actions beside it, and optionally the area's section links.
 *
 *   <PageHeader
 *     title="Inquiries"
 *     crumbs={[{ label: 'Dashboard', href: links.dashboard() }, { label: 'Contact management', href: links.contact() }]}
 *     actions={<Button>New FAQ</Button>}
 *     sections={{ label: 'Contact management', links: sections, current: links.inquiries() }}
 *   />
 *
 * Area headers (ContactHeader, PaymentsHeader…) are thin wrappers that know their crumbs and sections.
 */
import { Box, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';

export interface Crumb {
  /** The page's name. */
  label: string;
  /** Where it lives. */
  href: string;
}

export interface SectionLinks {
  /** The navigation landmark's name (e.g. 'Contact management'). */
  label: string;
  /** The sections the viewer may open, in order. */
  links: readonly Crumb[];
  /** The href of the section this page belongs to (marked as the current page). */
  current?: string;
}

export interface PageHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  /** The pages above this one, from the dashboard down. */
  crumbs: readonly Crumb[];
  /** A sentence under the heading. */
  description?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /** The area's section links under the heading, shown when there are any. */
  sections?: SectionLinks;
}

export function PageHeader({ title, crumbs, description, actions, sections }: PageHeaderProps) {
  return (
    <Stack gap="4">
      <chakra.nav aria-label="Breadcrumb">
        <HStack as="ol" listStyleType="none" gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
          {crumbs.map((crumb) => (
            <HStack as="li" key={crumb.href} gap="2" minW="0">
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
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
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
      {sections && sections.links.length > 0 ? <SectionNav {...sections} /> : null}
    </Stack>
  );
}

function SectionNav({ label, links, current }: SectionLinks) {
  return (
    <chakra.nav aria-label={label} borderBottomWidth="1px" borderColor="border" overflowX="auto">
      <HStack as="ul" listStyleType="none" gap="1" minW="max-content">
        {links.map((section) => {
          const isActive = section.href === current;
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
  );
}
