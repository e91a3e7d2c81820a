/**
 * A course's public page (/courses/:slug): what it teaches, its outline, projects and reviews, its
 * price and payment plans in KES, similar courses, and the enroll call. Enrolling needs an account:
 * a visitor goes to sign-in with the enroll page as the return path; a signed-in user straight to
 * /dashboard/courses/enroll/:slug. The outline, projects and reviews are signed-in reads in the
 * contract, so visitors see the counts and a sign-in prompt instead. Its reads are the options of
 * queries.ts, which the prerender fills (prefetchCourse): the course, its pricing and similar courses.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Course } from '@ujuzi/api';
import { ButtonLink, ErrorState, SkeletonCard, SkeletonText } from '@ujuzi/ui';
import { useRouteParams, SLUG_PARAMS } from '../../infra/kit';
import { errorText, isNotFound } from '../../infra/kit/shared/api-error';
import { courseQuery } from '../../infra/kit/shared/course-query';
import { ProseHtml } from '../../infra/kit/shared/prose-html';
import { useSession } from '../../infra/session/session-context';
import { NotFoundContent } from '../not-found/not-found-page';
import { coursePath } from '../shared/course-labels';
import { PageContainer } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { Curriculum } from './course-curriculum';
import { CourseHero } from './course-hero';
import { PricingPanel } from './course-pricing-panel';
import { Projects } from './course-projects';
import { Reviews } from './course-reviews';
import { CourseSection } from './course-section';
import { CourseJsonLd, summaryOf } from './course-seo';
import { reviewsQuery, structureQuery } from './queries';
import { SimilarCourses } from './similar-courses';

function CourseContent({ course }: { course: Course }) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const structure = useQuery(structureQuery(course.id, signedIn));
  const reviews = useQuery(reviewsQuery(course.id, signedIn));

  return (
    <>
      <PageMeta title={course.title} description={summaryOf(course)} path={coursePath(course)} image={course.image} />
      <CourseJsonLd course={course} />
      <CourseHero course={course} />
      <PageContainer>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
          gap={{ base: '8', lg: '10' }}
          py={{ base: '8', md: '10' }}
          alignItems="start"
        >
          <Box gridRow={{ lg: '1' }} gridColumn={{ lg: '2' }} position={{ lg: 'sticky' }} top={{ lg: '20' }}>
            <PricingPanel course={course} signedIn={signedIn} />
          </Box>
          <Stack gap="10" minW="0" gridRow={{ lg: '1' }} gridColumn={{ lg: '1' }}>
            <CourseSection id="about-course" title="About this course">
              {course.description ? <ProseHtml html={course.description} /> : <Text>{course.subtitle}</Text>}
            </CourseSection>
            <CourseSection id="curriculum" title="Curriculum">
              {signedIn && structure.isPending ? (
                <SkeletonText lines={5} label="Loading the curriculum…" />
              ) : signedIn && structure.isError ? (
                <ErrorState size="sm" message={errorText(structure.error)} onRetry={() => void structure.refetch()} />
              ) : (
                <Curriculum course={course} structure={structure.data} />
              )}
            </CourseSection>
            <CourseSection id="projects" title="Projects">
              {signedIn && structure.isPending ? (
                <SkeletonText lines={3} label="Loading the projects…" />
              ) : (
                <Projects course={course} structure={structure.data} />
              )}
            </CourseSection>
            <CourseSection id="reviews" title="Reviews">
              {signedIn && reviews.isPending ? (
                <SkeletonText lines={3} label="Loading reviews…" />
              ) : signedIn && reviews.isError ? (
                <ErrorState size="sm" message={errorText(reviews.error)} onRetry={() => void reviews.refetch()} />
              ) : (
                <Reviews course={course} reviews={reviews.data?.results} signedIn={signedIn} />
              )}
            </CourseSection>
          </Stack>
        </Grid>
      </PageContainer>
      <SimilarCourses courseId={course.id} />
    </>
  );
}

export function CoursePage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const course = useQuery(courseQuery(slug));
  if (course.isPending) {
    return (
      <PageContainer>
        <Stack gap="6" py="10" maxW="3xl">
          <SkeletonText lines={2} label="Loading the course…" />
          <Box aria-hidden="true">
            <SkeletonCard lines={4} />
          </Box>
        </Stack>
      </PageContainer>
    );
  }
  if (course.isError) {
    if (isNotFound(course.error)) {
      return (
        <NotFoundContent
          title="Course not found"
          description={`${errorText(course.error)}. It may have been renamed or withdrawn.`}
          path={`/courses/${slug}`}
          action={<ButtonLink href="/courses">Browse all courses</ButtonLink>}
        />
      );
    }
    return (
      <PageContainer>
        <PageMeta title="Course" description="This course could not be loaded." path={`/courses/${slug}`} noindex />
        <Box py="10">
          <Heading as="h1" srOnly>
            Course
          </Heading>
          <ErrorState
            title="This course could not be loaded"
            message={errorText(course.error)}
            onRetry={() => void course.refetch()}
            retrying={course.isRefetching}
            headingLevel="h2"
          />
        </Box>
      </PageContainer>
    );
  }
  return <CourseContent course={course.data} />;
}
