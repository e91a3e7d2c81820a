/**
 * /dashboard/courses/:slug/settings — the course's curriculum builder and its commercial setup, for the
 * teacher of the course and admins: Curriculum (modules → topics → lessons), Offerings (cohorts),
 * Pricing (prices and payment plans) and Announcements, as section links in the URL (`?section=`).
 * A teacher who does not teach the course reads it but cannot change it (the service refuses their writes).
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import { partialUpdateCourse } from '@ujuzi/api/hooks';
import { COURSE_MESSAGES, managesCourse } from '@ujuzi/domain';
import { Badge, Link, toast } from '@ujuzi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ActionButton } from '../../infra/kit/details/action-button';
import { DetailPage } from '../../infra/kit/details/detail-page';
import { errorMessage } from '../../infra/kit/details/use-entity-action';
import { lazyPart } from '../../infra/kit/shared/lazy-part';
import { PageHeader } from '../../infra/kit/shared/page-header';
import { useSession } from '../../infra/session/session-context';
import { STATUS_LABELS, STATUS_TONES, refreshCourses, useCourseByIdentifier, type CourseStatus } from '../shared';
import { CurriculumBuilder } from './curriculum-builder';
import { useCurriculum } from './curriculum-data';
import { useRouteParams, SLUG_PARAMS, links, useSearchParams } from '../../infra/kit';

const OfferingsSection = lazyPart(() => import('./offerings-section').then((m) => m.OfferingsSection), '16rem');
const PricingSection = lazyPart(() => import('./pricing-section').then((m) => m.PricingSection), '16rem');
const AnnouncementsSection = lazyPart(() => import('./announcements-section').then((m) => m.AnnouncementsSection), '16rem');

export const SETTINGS_SECTIONS = [
  { id: 'curriculum', label: 'Curriculum' },
  { id: 'offerings', label: 'Offerings' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'announcements', label: 'Announcements' },
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['id'];

const sectionHref = (slug: string, section: SettingsSection) =>
  section === 'curriculum' ? links.courseSettings(slug) : `${links.courseSettings(slug)}?section=${section}`;

function PublishButton({ course }: { course: Course }) {
  const queryClient = useQueryClient();
  const { data } = useCurriculum(course.id);
  if (course.status === 'published') return null;
  const publish = async () => {
    if (!course.description?.trim()) return toast.error('Could not publish the course', COURSE_MESSAGES.publishNeedsDescription);
    if ((data?.lessonCount ?? 0) < 1) return toast.error('Could not publish the course', COURSE_MESSAGES.publishNeedsLesson);
    try {
      await partialUpdateCourse(course.id, { status: 'published' });
      toast.success('Course published', course.title);
    } catch (error) {
      toast.error('Could not publish the course', errorMessage(error));
    } finally {
      await refreshCourses(queryClient);
    }
  };
  return (
    <ActionButton
      label="Publish course"
      variant="solid"
      confirm={{
        title: `Publish “${course.title}”?`,
        message: 'Learners find it in the catalogue and can enroll. Only published lessons are shown to them.',
      }}
      onRun={publish}
    />
  );
}

function SettingsBody({ course, section }: { course: Course; section: SettingsSection }) {
  const { user } = useSession();
  const canEdit = managesCourse(user, course);
  return (
    <Stack gap="5">
      {!canEdit ? (
        <Box role="note" borderWidth="1px" borderColor="border.info" bg="bg.info" borderRadius="l2" p="3">
          <Text fontWeight="semibold">You do not teach this course</Text>
          <Text textStyle="sm">You can read its setup; only its teacher and administrators can change it.</Text>
        </Box>
      ) : null}
      {section === 'curriculum' ? <CurriculumBuilder course={course} canEdit={canEdit} /> : null}
      {section === 'offerings' ? <OfferingsSection course={course} canEdit={canEdit} /> : null}
      {section === 'pricing' ? <PricingSection course={course} /> : null}
      {section === 'announcements' ? <AnnouncementsSection course={course} canEdit={canEdit} /> : null}
    </Stack>
  );
}

export function CourseSettingsPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const [search] = useSearchParams();
  const { user } = useSession();
  const query = useCourseByIdentifier(slug);
  const requested = search.get('section');
  const section: SettingsSection = SETTINGS_SECTIONS.some((entry) => entry.id === requested)
    ? (requested as SettingsSection)
    : 'curriculum';
  return (
    <Stack gap="6" maxW="64rem">
      <DetailPage
        query={query}
        noun="course"
        notFoundAction={<Link href={links.manageCourses()}>Back to manage courses</Link>}
        header={(course) => (
          // The kit's PageHeader with the course area's crumbs, plus this page's section links.
          <PageHeader
            title={course ? `${course.title}: settings` : 'Course settings'}
            crumbs={[
              { label: 'Dashboard', href: links.dashboard() },
              { label: 'Courses', href: links.courses() },
              ...(course ? [{ label: course.title, href: links.course(course.slug) }] : []),
            ]}
            description={
              course ? (
                <Badge tone={STATUS_TONES[course.status as CourseStatus] ?? 'neutral'}>
                  {STATUS_LABELS[course.status as CourseStatus] ?? course.status}
                </Badge>
              ) : undefined
            }
            actions={
              course && managesCourse(user, course) ? (
                <>
                  <Link href={links.courseEdit(course.id)}>Edit course details</Link>
                  <PublishButton course={course} />
                </>
              ) : null
            }
            sections={
              course
                ? {
                    label: 'Course settings',
                    links: SETTINGS_SECTIONS.map((entry) => ({ label: entry.label, href: sectionHref(course.slug, entry.id) })),
                    current: sectionHref(course.slug, section),
                  }
                : undefined
            }
          />
        )}
        summary={(course) => <SettingsBody course={course} section={section} />}
      />
    </Stack>
  );
}
