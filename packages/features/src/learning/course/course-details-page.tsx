/**
 * /dashboard/courses/:slug — one course for every role, with what the viewer's role and enrollment allow:
 * a learner with access sees their progress and Continue (at the first unfinished lesson); without it the
 * outline with lessons locked and the one next step into the enrollment flow (service spec §4). Staff see
 * Edit course and Course settings beside the lessons. Its sections (?section=projects, ?section=reviews)
 * hold the course's projects and reviews, and ?project=:id a project's own page: the route table gives
 * them no route of their own. Each arrives in a chunk of its own when shown.
 */
import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import { isStaff } from '@ujuzi/domain';
import { ButtonLink, Card, Link, ProgressBar, SafeHtml, SkeletonText } from '@ujuzi/ui';
import {
  DetailPage,
  lazyPart,
  useRouteParams,
  SLUG_PARAMS,
  links,
  LockedNotice,
  useCourseAccess,
  useCourseBySlug,
  useSearchParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FeedbackButton } from '../feedback';
import { COURSES_CRUMB, CourseOutlineList, type CourseSection, LearningHeader, richTextHtml, useCourseOutline } from '../shared';

const CourseProjects = lazyPart(() => import('./course-projects').then((m) => m.CourseProjects), '16rem');
const CourseReviews = lazyPart(() => import('./course-reviews').then((m) => m.CourseReviews), '16rem');
/** The course's study materials (its own chunk). */
const CourseMaterials = lazyPart(() => import('./course-materials').then((m) => m.CourseMaterials), '12rem');
const ProjectView = lazyPart(() => import('./project-view').then((m) => m.ProjectView), '24rem');
/** What is new in the course and the courses like it (their own chunk). */
const CourseRelated = lazyPart(() => import('./course-related').then((m) => m.CourseRelated), '16rem');

const SECTION_LABELS: Record<CourseSection, string> = {
  overview: 'Overview',
  projects: 'Projects',
  materials: 'Materials',
  reviews: 'Reviews',
};
const SECTIONS = Object.keys(SECTION_LABELS) as CourseSection[];

const sectionOf = (value: string | null): CourseSection => SECTIONS.find((section) => section === value) ?? 'overview';

const LEVELS: Record<string, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

function CourseActions({ course }: { course: Course }) {
  const { user } = useSession();
  const { access } = useCourseAccess(course);
  const { outline } = useCourseOutline(course, access);
  if (isStaff(user?.user_type)) {
    return (
      <>
        <ButtonLink href={links.courseEdit(course.id)}>Edit course</ButtonLink>
        <ButtonLink variant="outline" href={links.courseSettings(course.slug)}>
          Course settings
        </ButtonLink>
        <ButtonLink variant="outline" href={links.courseAnalytics(course.id)}>
          Learning analytics
        </ButtonLink>
        <ButtonLink variant="outline" href={links.courseLive(course.slug)}>
          Live activity
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {access?.kind === 'open' && outline?.resume ? (
        <ButtonLink href={links.lesson(course.slug, outline.resume.slug)}>
          {outline.done === 0 ? 'Start the course' : outline.done === outline.total ? 'Review the course' : 'Continue'}
        </ButtonLink>
      ) : null}
      {user ? <FeedbackButton courseId={course.id} /> : null}
    </>
  );
}

function CourseSummary({ course }: { course: Course }) {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const { access, progress, enrolled } = useCourseAccess(course);
  const { outline, isPending } = useCourseOutline(course, access);
  const lessonsLink = links.lessons(course.slug);
  return (
    <Stack gap="5">
      <Card>
        <Stack gap="4">
          {course.description ? (
            <Stack gap="2">
              <Heading as="h2" size="md">
                About this course
              </Heading>
              <SafeHtml html={richTextHtml(course.description)} size="sm" />
            </Stack>
          ) : null}
          <HStack as="dl" gap="6" wrap="wrap" textStyle="sm">
            <Box>
              <Text as="dt" color="fg.muted">
                Lessons
              </Text>
              <Text as="dd" fontWeight="semibold">
                <Link href={lessonsLink}>{`${outline?.total ?? course.lessons_count ?? 0} lessons`}</Link>
              </Text>
            </Box>
            {course.duration_hours ? (
              <Box>
                <Text as="dt" color="fg.muted">
                  Duration
                </Text>
                <Text as="dd" fontWeight="semibold">{`${course.duration_hours} hours`}</Text>
              </Box>
            ) : null}
            {course.instructor ? (
              <Box>
                <Text as="dt" color="fg.muted">
                  Instructor
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {course.instructor.get_full_name || course.instructor.username}
                </Text>
              </Box>
            ) : null}
          </HStack>
          <Link href={links.studyGroups({ course: course.id })}>Study groups for this course</Link>
          {!staff && enrolled ? (
            <Stack gap="1">
              <ProgressBar label="Your progress" value={progress ?? 0} max={100} valueText={`${Math.round(progress ?? 0)}%`} />
              <Link href={links.courseProgress(course.slug)} variant="muted">
                See your progress in detail
              </Link>
              <Link href={links.myGrades({ course: course.id })} variant="muted">
                Your grade in this course
              </Link>
            </Stack>
          ) : null}
          {staff ? (
            <HStack gap="4" wrap="wrap">
              <Link href={links.gradebook({ course: course.id })}>Course grades</Link>
              <Link href={links.rubrics({ course: course.id })}>Rubrics</Link>
              <Link href={links.peerReviews({ course: course.id })}>Peer reviews</Link>
            </HStack>
          ) : null}
        </Stack>
      </Card>
      {access?.kind === 'locked' ? <LockedNotice course={course} step={access.step} /> : null}
      {isPending || !outline ? (
        <SkeletonText lines={6} label="Loading the lessons…" />
      ) : outline.total === 0 ? (
        <Text color="fg.muted">This course has no published lessons yet.</Text>
      ) : (
        <CourseOutlineList course={course} outline={outline} />
      )}
      <CourseRelated course={course} />
    </Stack>
  );
}

export function CourseDetailsPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const [params] = useSearchParams();
  const project = params.get('project');
  if (project !== null) return <ProjectView slug={slug} projectParam={project} />;
  return <CoursePage slug={slug} section={sectionOf(params.get('section'))} />;
}

function CoursePage({ slug, section }: { slug: string; section: CourseSection }) {
  const query = useCourseBySlug(slug);
  return (
    <DetailPage
      query={query}
      noun="course"
      notFoundAction={<Link href={links.courses()}>Back to the courses</Link>}
      header={(course) => (
        <LearningHeader
          title={course?.title ?? 'Course'}
          trail={[COURSES_CRUMB]}
          description={
            course ? [LEVELS[course.level] ?? course.level, course.department?.name].filter(Boolean).join(' · ') : undefined
          }
          actions={course ? <CourseActions course={course} /> : undefined}
          sections={
            course
              ? {
                  label: `${course.title} sections`,
                  links: SECTIONS.map((item) => ({
                    label: SECTION_LABELS[item],
                    href: links.course(course.slug, { section: item }),
                  })),
                  current: links.course(course.slug, { section: section }),
                }
              : undefined
          }
        />
      )}
      summary={(course) =>
        section === 'projects' ? (
          <CourseProjects course={course} />
        ) : section === 'materials' ? (
          <CourseMaterials course={course} />
        ) : section === 'reviews' ? (
          <CourseReviews course={course} />
        ) : (
          <CourseSummary course={course} />
        )
      }
    />
  );
}
