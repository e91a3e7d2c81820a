/**
 * /dashboard/courses — the dashboard catalogue for every role: search, level, pricing and (for staff) status
 * filters with the kit's list; a learner sees the courses they are enrolled in first, each with its
 * progress and a link to carry on. Course browsing is public (sent without the token, service spec §6), so
 * the catalogue lists published courses for everyone; staff find drafts under Manage courses.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Course, StudentEnrollment } from '@ujuzi/api';
import { useListCourses, useListMyStudentEnrollments } from '@ujuzi/api/hooks';
import { listCoursesList } from '@ujuzi/api/list-params';
import { formatMoney, isStaff } from '@ujuzi/domain';
import { Card, Link, ProgressBar, SkeletonText } from '@ujuzi/ui';
import { EntityLink, ListPage, columnsOf, lazyPart, links, useList, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { LearningHeader, MY_COURSES_PARAMS } from '../shared';
import { catalogueSections } from './catalogue-sections';
import { LEVEL_LABELS, PRICING_LABELS } from './course-labels';

/** The learner's recommended courses, in a chunk of their own (the catalogue's code is near its budget). */
const CourseRecommendations = lazyPart(
  () => import('../../infra/kit/shared/course-recommendations').then((m) => m.CourseRecommendations),
  '10rem',
);
const column = columnsOf<Course>();
const COLUMNS = [
  column.text(
    'title',
    'Course',
    (row) => (
      <Stack gap="0" minW="12rem">
        <Link href={links.course(row.slug)}>{row.title}</Link>
        {row.subtitle ? (
          <Text textStyle="xs" color="fg.muted" lineClamp="1">
            {row.subtitle}
          </Text>
        ) : null}
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.text('level', 'Level', (row) => LEVEL_LABELS[row.level] ?? row.level),
  column.text('price', 'Price', (row) => (row.pricing_type === 'free' ? 'Free' : formatMoney(row.price, row.currency))),
  column.text('lessons_count', 'Lessons', (row) => row.lessons_count ?? 0, { align: 'end' }),
];

/** The learner's own courses, most recently studied first, each with its progress. */
function MyCourses() {
  const query = useListMyStudentEnrollments(MY_COURSES_PARAMS);
  if (query.isPending) return <SkeletonText lines={3} label="Loading your courses…" />;
  if (query.isError) return null; // the catalogue below still works; the progress page retries on its own
  const enrollments: readonly StudentEnrollment[] = query.data.results;
  if (!enrollments.length) return null;
  return (
    <Stack as="section" aria-labelledby="my-courses" gap="3">
      <Heading as="h2" id="my-courses" size="lg">
        Your courses
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {enrollments.map((enrollment) => (
          <Box as="li" key={enrollment.id}>
            <Card>
              <Stack gap="2">
                <EntityLink href={links.course(enrollment.course.slug)}>{enrollment.course.title}</EntityLink>
                <ProgressBar
                  label={`Progress in ${enrollment.course.title}`}
                  hideLabel
                  value={enrollment.progress}
                  max={100}
                  valueText={`${Math.round(enrollment.progress)}%`}
                  tone={enrollment.progress >= 100 ? 'success' : 'brand'}
                />
                <Text textStyle="xs" color="fg.muted">
                  {`${enrollment.completed_lessons ?? 0} of ${enrollment.total_lessons ?? 0} lessons · ${Math.round(enrollment.progress)}%`}
                  {enrollment.access_info.can_access_course ? '' : ' · Locked'}
                </Text>
              </Stack>
            </Card>
          </Box>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="lg" pt="2">
        All courses
      </Heading>
    </Stack>
  );
}

const LearningPathsView = lazyPart(() => import('./learning-paths').then((m) => m.LearningPathsView), '20rem');
const LearningPathView = lazyPart(() => import('./learning-paths').then((m) => m.LearningPathView), '20rem');

export function CataloguePage() {
  const [params] = useSearchParams();
  const path = params.get('path');
  if (path !== null) return <LearningPathView pathParam={path} />;
  if (params.get('section') === 'paths') return <LearningPathsView />;
  return <CourseCatalogue />;
}

function CourseCatalogue() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const learner = user?.user_type === 'student';
  const list = useList(listCoursesList);
  // No language or technology filter here (the contract's take lists of ids, the URL holds one value).
  const query = useListCourses({ ...list.params, programming_languages: undefined, technologies: undefined }, list.options);
  return (
    <ListPage
      header={
        <Stack gap="6">
          <LearningHeader
            title="Courses"
            sections={catalogueSections('courses')}
            description={
              staff
                ? 'The published courses, as learners see them. Drafts are under Manage courses.'
                : 'Carry on where you left off, or find a new course.'
            }
            actions={
              staff ? <Link href={links.manageCourses()}>Manage courses</Link> : <Link href={links.progress()}>My progress</Link>
            }
          />
          {learner ? <MyCourses /> : null}
          {learner ? <CourseRecommendations limit={4} browse={false} /> : null}
        </Stack>
      }
      list={list}
      query={query}
      label="Courses"
      noun={{ one: 'course', many: 'courses' }}
      columns={COLUMNS}
      search={{ label: 'Search courses', placeholder: 'Search by title, language or technology' }}
      filters={[
        { type: 'enum', name: 'level', label: 'Level', labels: LEVEL_LABELS },
        { type: 'enum', name: 'pricing_type', label: 'Pricing', labels: PRICING_LABELS },
      ]}
      empty={{
        title: 'No courses yet',
        description: staff
          ? 'Create the first course; learners find it here once it is published.'
          : 'New courses appear here as the school publishes them.',
        action: staff ? (
          <Link href={links.newCourse()}>Create a course</Link>
        ) : (
          <Link href="/courses">Browse the public catalogue</Link>
        ),
      }}
    />
  );
}
