/**
 * The head of every course-authoring screen: breadcrumbs (Dashboard / Courses / … / this page), the
 * page's <h1>, a sentence under it and the page's actions.
 *
 *   <CourseHeader title="New course" />
 *   <CourseHeader title="Edit course" trail={[{ label: course.title, href: courseHref(course.slug) }]} />
 */
import { Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { COURSES_HREF } from './hrefs';

export interface CourseCrumb {
  label: string;
  href: string;
}

export interface CourseHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  description?: ReactNode;
  /** Pages between Courses and this page (the course a form edits). */
  trail?: readonly CourseCrumb[];
  actions?: ReactNode;
}

export function CourseHeader({ title, description, trail = [], actions }: CourseHeaderProps) {
  const crumbs: CourseCrumb[] = [{ label: 'Dashboard', href: '/dashboard' }, { label: 'Courses', href: COURSES_HREF }, ...trail];
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
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
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
