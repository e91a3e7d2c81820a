/** The top band of a course's page: breadcrumb, level and department, the <h1>, its facts, tags and picture. */
import { AspectRatio, Box, Flex, Grid, HStack, Heading, Image, Stack, Text, chakra } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import { displayName } from '@ujuzi/domain';
import { Badge, Link } from '@ujuzi/ui';
import { BookOpen, Clock, Layers, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { hoursLabel, levelLabel, ratingLabel } from '../shared/course-labels';
import { PageContainer } from '../shared/page-layout';

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

export function CourseHero({ course }: { course: Course }) {
  const instructor = course.instructor ? displayName(course.instructor) : null;
  const rating = ratingLabel(course.average_rating, course.reviews_count);
  return (
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
  );
}
