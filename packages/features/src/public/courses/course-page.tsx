/**
 * A course's public page (/courses/:slug): what it teaches, its outline, projects and reviews, its
 * price and payment plans in KES, similar courses, and the enroll call. Enrolling needs an account:
 * a visitor goes to sign-in with the enroll page as the return path; a signed-in user straight to
 * /dashboard/courses/enroll/:slug. The outline, projects and reviews are signed-in reads in the
 * contract, so visitors see the counts and a sign-in prompt instead.
 */
import { Box, Flex, Grid, HStack, Heading, Image, AspectRatio, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Course, CoursePricingInfo, CourseReview, CourseStructure } from '@ujuzi/api';
import { displayName, formatDate } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, ErrorState, Link, Money, SkeletonCard, SkeletonText } from '@ujuzi/ui';
import { BookOpen, Clock, Layers, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../../infra/session/session-context';
import { errorText, isNotFound } from '../../infra/kit/shared/api-error';
import { CourseCard } from '../shared/course-card';
import { coursePath, hoursLabel, levelLabel, ratingLabel } from '../shared/course-labels';
import { PageContainer, PageSection } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { ProseHtml } from '../../infra/kit/shared/prose-html';
import { SITE, siteUrl } from '../shared/site';
import { NotFoundContent } from '../not-found/not-found-page';
import { courseQuery } from '../../infra/kit/shared/course-query';
import { pricingQuery, reviewsQuery, similarQuery, structureQuery } from './queries';
import { useRouteParams, SLUG_PARAMS, links } from '../../infra/kit';

/** Plain text of the course's HTML description, for meta descriptions. */
export function summaryOf(course: Pick<Course, 'subtitle' | 'description' | 'title'>): string {
  const text = (course.subtitle || course.description?.replace(/<[^>]+>/g, ' ') || course.title).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** Structured data for search engines (schema.org Course with its offer). */
function CourseJsonLd({ course }: { course: Course }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: summaryOf(course),
    url: siteUrl(coursePath(course)),
    provider: { '@type': 'EducationalOrganization', name: SITE.name, sameAs: SITE.origin },
    offers: {
      '@type': 'Offer',
      category: course.pricing_type === 'free' ? 'Free' : 'Paid',
      price: course.price,
      priceCurrency: course.currency,
    },
  };
  // JSON in a script element: '<' is escaped so the content can never close the element.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" color="fg.muted" textStyle="sm">
      <Box as="span" aria-hidden="true" display="inline-flex">
        {icon}
      </Box>
      <span>{children}</span>
    </HStack>
  );
}

function PricingPanel({ course, signedIn }: { course: Course; signedIn: boolean }) {
  const pricing = useQuery(pricingQuery(course.id));
  const free = course.pricing_type === 'free';
  return (
    <Card as="section" title="Pricing and plans" headingLevel={2} variant="elevated">
      <Stack gap="4">
        <Stack gap="1">
          {pricing.data?.discounted_price ? (
            <HStack gap="2" align="baseline" wrap="wrap">
              <Text textStyle="2xl" fontWeight="bold">
                <Money amount={pricing.data.discounted_price} currency={pricing.data.currency} />
              </Text>
              <Text as="s" color="fg.muted">
                <Money amount={pricing.data.price} currency={pricing.data.currency} />
              </Text>
            </HStack>
          ) : (
            <Text textStyle="2xl" fontWeight="bold">
              {free ? 'Free' : <Money amount={course.price} currency={course.currency} />}
            </Text>
          )}
          {pricing.data?.discount_ends_at ? (
            <Text textStyle="sm" color="fg.warning">
              Offer ends {formatDate(pricing.data.discount_ends_at)}
            </Text>
          ) : null}
          {pricing.data?.trial_available ? (
            <Text textStyle="sm" color="fg.success">
              Try it free for {pricing.data.trial_days} days
            </Text>
          ) : null}
        </Stack>
        <ButtonLink
          href={signedIn ? links.enroll(course.slug) : links.login({ next: links.enroll(course.slug) })}
          size="lg"
          fullWidth
        >
          {signedIn ? (free ? 'Enroll for free' : 'Enroll now') : free ? 'Sign in to enroll for free' : 'Sign in to enroll'}
        </ButtonLink>
        {signedIn ? null : (
          <Text textStyle="sm" color="fg.muted">
            New to Ujuzi?{' '}
            <Link href={`/register?next=${encodeURIComponent(links.enroll(course.slug))}`}>Create a free account</Link>
          </Text>
        )}
        {pricing.isPending ? (
          <SkeletonText lines={3} label="Loading payment plans…" />
        ) : pricing.isError ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            Payment plans could not be loaded: {errorText(pricing.error)}
          </Text>
        ) : (
          <PaymentPlans pricing={pricing.data} />
        )}
      </Stack>
    </Card>
  );
}

function PaymentPlans({ pricing }: { pricing: CoursePricingInfo }) {
  if (pricing.is_free || pricing.payment_plans.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" textStyle="sm" fontWeight="semibold">
        Ways to pay
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {pricing.payment_plans.map((plan) => (
          <Box as="li" key={plan.id} borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="medium" textStyle="sm">
                {plan.name}
              </Text>
              {plan.discount_percentage ? <Badge tone="success">Save {plan.discount_percentage}%</Badge> : null}
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {plan.installments_count > 1 && plan.installment_amount ? (
                <>
                  {plan.installments_count} × <Money amount={plan.installment_amount} currency={plan.currency} /> (total{' '}
                  <Money amount={plan.total_amount} currency={plan.currency} />)
                </>
              ) : (
                <>
                  One payment of <Money amount={plan.total_amount} currency={plan.currency} />
                </>
              )}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text textStyle="xs" color="fg.muted">
        Pay by M-Pesa, card or bank transfer. Prices in Kenya shillings (KES).
      </Text>
    </Stack>
  );
}

function SignInPrompt({ course, what }: { course: Course; what: string }) {
  return (
    <Text color="fg.muted">
      <Link href={`/login?next=${encodeURIComponent(coursePath(course))}`}>Sign in</Link> to see {what}.
    </Text>
  );
}

function Curriculum({ course, structure }: { course: Course; structure: CourseStructure | undefined }) {
  if (!structure) {
    return (
      <Stack gap="3">
        <Text>
          {course.modules_count ?? 0} modules · {course.lessons_count ?? 0} lessons
          {course.duration_hours ? ` · ${hoursLabel(course.duration_hours)} of study` : ''}
        </Text>
        <SignInPrompt course={course} what="every lesson of the outline" />
      </Stack>
    );
  }
  return (
    <Stack as="ol" listStyleType="none" gap="3">
      {structure.modules.map((module, index) => {
        const lessons = [...module.lessons, ...module.topics.flatMap((topic) => topic.lessons)];
        return (
          <Box as="li" key={module.id} borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg.panel">
            <chakra.details>
              <chakra.summary
                cursor="pointer"
                p="4"
                fontWeight="semibold"
                borderRadius="l2"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                Module {index + 1}: {module.title}{' '}
                <Text as="span" fontWeight="normal" color="fg.muted" textStyle="sm">
                  ({lessons.length} lessons)
                </Text>
              </chakra.summary>
              <Stack as="ul" listStyleType="none" px="4" pb="4" gap="2">
                {module.topics.map((topic) => (
                  <li key={`topic-${topic.id}`}>
                    <Text fontWeight="medium" textStyle="sm">
                      {topic.title}
                    </Text>
                    <Stack as="ul" listStyleType="none" ps="4" gap="1" mt="1">
                      {topic.lessons.map((lesson) => (
                        <Text as="li" key={lesson.id} textStyle="sm" color="fg.muted">
                          {lesson.title}
                          {lesson.duration_minutes ? ` · ${lesson.duration_minutes} min` : ''}
                          {lesson.is_free_preview ? ' · free preview' : ''}
                        </Text>
                      ))}
                    </Stack>
                  </li>
                ))}
                {module.lessons.map((lesson) => (
                  <Text as="li" key={lesson.id} textStyle="sm" color="fg.muted">
                    {lesson.title}
                  </Text>
                ))}
              </Stack>
            </chakra.details>
          </Box>
        );
      })}
    </Stack>
  );
}

function Projects({ course, structure }: { course: Course; structure: CourseStructure | undefined }) {
  if (!structure) return <SignInPrompt course={course} what="the projects you will build" />;
  const projects = structure.projects ?? [];
  if (projects.length === 0) return <Text color="fg.muted">This course has no graded projects yet.</Text>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
      {projects.map((project) => (
        <Box as="li" key={project.id} borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
          <HStack gap="2" mb="1" wrap="wrap">
            <Badge tone="info">{project.difficulty}</Badge>
            {project.is_group_project ? <Badge>Group project</Badge> : null}
          </HStack>
          <Heading as="h3" textStyle="md" fontWeight="semibold">
            {project.title}
          </Heading>
          {project.description ? (
            <Text textStyle="sm" color="fg.muted" mt="1" lineClamp={3}>
              {project.description}
            </Text>
          ) : null}
          {project.estimated_hours ? (
            <Text textStyle="xs" color="fg.muted" mt="2">
              About {hoursLabel(project.estimated_hours)}
            </Text>
          ) : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" aria-hidden="true" color="accent.fg">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} size={16} fill={index < Math.round(rating) ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

function Reviews({ course, reviews, signedIn }: { course: Course; reviews: CourseReview[] | undefined; signedIn: boolean }) {
  const summary = ratingLabel(course.average_rating, course.reviews_count);
  return (
    <Stack gap="4">
      {summary ? (
        <HStack gap="2">
          <Stars rating={course.average_rating ?? 0} />
          <Text fontWeight="medium">{summary}</Text>
        </HStack>
      ) : (
        <Text color="fg.muted">No reviews yet: be the first to review this course after you enroll.</Text>
      )}
      {!signedIn ? (
        summary ? (
          <SignInPrompt course={course} what="what learners wrote" />
        ) : null
      ) : reviews && reviews.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="3">
          {reviews.map((review) => (
            <Box as="li" key={review.id} borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="semibold">{displayName(review.student)}</Text>
                <HStack gap="2">
                  <Stars rating={review.rating} />
                  <Text as="span" srOnly>
                    {review.rating} out of 5
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {formatDate(review.created_at)}
                  </Text>
                </HStack>
              </HStack>
              {review.title ? (
                <Text fontWeight="medium" mt="1">
                  {review.title}
                </Text>
              ) : null}
              {review.comment ? (
                <Text textStyle="sm" color="fg.muted" mt="1">
                  {review.comment}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function SimilarCourses({ courseId }: { courseId: number }) {
  const similar = useQuery(similarQuery(courseId));
  if (!similar.data?.length) return null;
  return (
    <PageSection title="Similar courses" tinted>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {similar.data.slice(0, 3).map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function CourseContent({ course }: { course: Course }) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const structure = useQuery(structureQuery(course.id, signedIn));
  const reviews = useQuery(reviewsQuery(course.id, signedIn));
  const instructor = course.instructor ? displayName(course.instructor) : null;
  const rating = ratingLabel(course.average_rating, course.reviews_count);

  return (
    <>
      <PageMeta title={course.title} description={summaryOf(course)} path={coursePath(course)} image={course.image} />
      <CourseJsonLd course={course} />
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border" py={{ base: '6', md: '10' }}>
        <PageContainer>
          <chakra.nav aria-label="Breadcrumb" mb="4">
            <HStack as="ol" listStyleType="none" gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
              <li>
                <Link href="/courses" variant="muted">
                  Courses
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <span aria-current="page">{course.title}</span>
              </li>
            </HStack>
          </chakra.nav>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
            gap={{ base: '6', lg: '10' }}
            alignItems="center"
          >
            <Stack gap="3">
              <HStack gap="2" wrap="wrap">
                <Badge tone="brand">{levelLabel(course.level)}</Badge>
                {course.department ? <Badge>{course.department.name}</Badge> : null}
                {course.is_featured ? <Badge tone="accent">Featured</Badge> : null}
              </HStack>
              <Heading as="h1" textStyle={{ base: '2xl', md: '4xl' }} letterSpacing="tight" lineHeight="1.15">
                {course.title}
              </Heading>
              {course.subtitle ? (
                <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
                  {course.subtitle}
                </Text>
              ) : null}
              <Flex as="ul" listStyleType="none" gap="4" wrap="wrap" aria-label="Course facts">
                {instructor ? <Fact icon={<Users size={16} />}>Taught by {instructor}</Fact> : null}
                {course.duration_hours ? <Fact icon={<Clock size={16} />}>{hoursLabel(course.duration_hours)}</Fact> : null}
                <Fact icon={<Layers size={16} />}>
                  {course.modules_count ?? 0} modules, {course.lessons_count ?? 0} lessons
                </Fact>
                {rating ? <Fact icon={<Star size={16} />}>{rating}</Fact> : null}
                {course.enrolled_count ? (
                  <Fact icon={<BookOpen size={16} />}>{course.enrolled_count} learners enrolled</Fact>
                ) : null}
              </Flex>
              <HStack gap="2" wrap="wrap">
                {(course.programming_languages ?? []).map((language) => (
                  <Link key={`l-${language.id}`} href={`/courses?language=${encodeURIComponent(language.slug)}`} variant="plain">
                    {language.name}
                  </Link>
                ))}
                {(course.technologies ?? []).map((technology) => (
                  <Link
                    key={`t-${technology.id}`}
                    href={`/courses?technology=${encodeURIComponent(technology.slug)}`}
                    variant="plain"
                  >
                    {technology.name}
                  </Link>
                ))}
              </HStack>
            </Stack>
            {course.image ? (
              <AspectRatio ratio={16 / 9} borderRadius="l3" overflow="hidden" hideBelow="md">
                <Image asChild objectFit="cover">
                  <img src={course.image} alt="" width={640} height={360} />
                </Image>
              </AspectRatio>
            ) : null}
          </Grid>
        </PageContainer>
      </Box>

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
            <chakra.section aria-labelledby="about-course">
              <Heading as="h2" id="about-course" textStyle="xl" mb="3">
                About this course
              </Heading>
              {course.description ? <ProseHtml html={course.description} /> : <Text>{course.subtitle}</Text>}
            </chakra.section>
            <chakra.section aria-labelledby="curriculum">
              <Heading as="h2" id="curriculum" textStyle="xl" mb="3">
                Curriculum
              </Heading>
              {signedIn && structure.isPending ? (
                <SkeletonText lines={5} label="Loading the curriculum…" />
              ) : signedIn && structure.isError ? (
                <ErrorState size="sm" message={errorText(structure.error)} onRetry={() => void structure.refetch()} />
              ) : (
                <Curriculum course={course} structure={structure.data} />
              )}
            </chakra.section>
            <chakra.section aria-labelledby="projects">
              <Heading as="h2" id="projects" textStyle="xl" mb="3">
                Projects
              </Heading>
              {signedIn && structure.isPending ? (
                <SkeletonText lines={3} label="Loading the projects…" />
              ) : (
                <Projects course={course} structure={structure.data} />
              )}
            </chakra.section>
            <chakra.section aria-labelledby="reviews">
              <Heading as="h2" id="reviews" textStyle="xl" mb="3">
                Reviews
              </Heading>
              {signedIn && reviews.isPending ? (
                <SkeletonText lines={3} label="Loading reviews…" />
              ) : signedIn && reviews.isError ? (
                <ErrorState size="sm" message={errorText(reviews.error)} onRetry={() => void reviews.refetch()} />
              ) : (
                <Reviews course={course} reviews={reviews.data?.results} signedIn={signedIn} />
              )}
            </chakra.section>
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
