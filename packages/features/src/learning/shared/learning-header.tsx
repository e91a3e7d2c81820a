/**
 * The head of every learning screen: breadcrumbs from the dashboard through the trail to the page,
 * the page's <h1>, a line under it and the screen's actions.
 */
import { Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';

export interface LearningCrumb {
  label: string;
  href: string;
}

export interface LearningHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  /** Pages between the dashboard and this page (the catalogue, the course…). */
  trail?: readonly LearningCrumb[];
  description?: ReactNode;
  actions?: ReactNode;
}

export const COURSES_CRUMB: LearningCrumb = { label: 'Courses', href: '/dashboard/courses' };

export function LearningHeader({ title, trail = [], description, actions }: LearningHeaderProps) {
  const crumbs: LearningCrumb[] = [{ label: 'Dashboard', href: '/dashboard' }, ...trail];
  return (
    <Stack gap="3">
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
    </Stack>
  );
}
