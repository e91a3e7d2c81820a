/**
 * A dashboard course screen's course and the caller's access to it: the course by the slug (or id) in
 * the URL (service spec §5: the answer must be the course asked for), the access its enrollment gives
 * (§4), and, for a locked course, the one next step into the enrollment flow. The learning and
 * materials screens read courses this way.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Course } from '@ujuzi/api';
import { useGetCourseEnrollmentStatus } from '@ujuzi/api/hooks';
import {
  LOCKED_COURSE_STEP_LABELS,
  courseAccess,
  isStaff,
  parseCourseIdentifier,
  type CourseAccess,
  type LockedCourseStep,
} from '@ujuzi/domain';
import { ButtonLink, Card } from '@ujuzi/ui';
import { useSession } from '../../session/session-context';
import { links } from '../links';
import { courseQuery } from './course-query';

/** The course named by the URL's slug (or id); a 404 when the answer names another course. */
export function useCourseBySlug(slug: string) {
  // The dashboard's own retry policy (the app's query defaults), not the public pages' transient retries.
  const { queryKey, queryFn } = courseQuery(slug);
  return useQuery({ queryKey, queryFn, enabled: slug !== '' });
}

export interface CourseAccessState {
  access: CourseAccess | undefined;
  /** The caller's progress in the course (0–100) when enrolled. */
  progress: number | undefined;
  enrolled: boolean;
  isPending: boolean;
}

/** §4 for the signed-in user: staff read every course; a learner by their enrollment's status answer. */
export function useCourseAccess(course: Pick<Course, 'id' | 'slug'> | undefined): CourseAccessState {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const status = useGetCourseEnrollmentStatus(course?.id ?? 0, { query: { enabled: !!course && !staff } });
  if (staff) return { access: { kind: 'open' }, progress: undefined, enrolled: false, isPending: false };
  if (!course || status.isPending) return { access: undefined, progress: undefined, enrolled: false, isPending: true };
  // A failed check counts as not enrolled: the outline stays visible and the way in is the enroll screen.
  const answer = status.data;
  const access = courseAccess(answer, parseCourseIdentifier(course.slug));
  return { access, progress: answer?.progress, enrolled: !!answer?.is_enrolled, isPending: false };
}

/** What a locked course asks of the learner, and the way into the enrollment flow. */
export function LockedNotice({ course, step }: { course: Pick<Course, 'slug' | 'title'>; step: LockedCourseStep }) {
  const why: Record<LockedCourseStep, string> = {
    enroll: `You are not enrolled in ${course.title}. Enroll to read every lesson; free previews stay open.`,
    finish_payment: 'Your enrollment waits on a payment. Finish it to read every lesson.',
    upgrade_trial: 'Your trial has ended. Upgrade it to keep reading the lessons.',
    view_enrollment: 'Your enrollment is not active. Its page says why and what comes next.',
  };
  return (
    <Card>
      <Stack gap="3" align="flex-start" role="region" aria-label="Lessons locked">
        <Text>{why[step]}</Text>
        <ButtonLink href={links.enroll(course.slug)}>{LOCKED_COURSE_STEP_LABELS[step]}</ButtonLink>
      </Stack>
    </Card>
  );
}
