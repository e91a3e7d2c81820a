/**
 * The home page: a hero with the main call to action, featured courses, what we teach by technology,
 * the catalogue in numbers, the latest articles, the newsletter call, the Android
 * app and the trust line (client spec §1).
 */
import { Box, Flex, Grid, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { CourseTag } from '@ujuzi/api';
import { ButtonLink, EmptyState, HydrationSlice, Link, SkeletonCard, SkeletonText } from '@ujuzi/ui';
import { ArrowRight, Star } from 'lucide-react';
import { CourseCard } from '../shared/course-card';
import { PageContainer, PageSection } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { QueryView } from '../shared/query-view';
import { useSiteInfo } from '../../infra/shell/site-info';
import { catalogueStatsQuery, courseTagsQuery, featuredCoursesQuery } from './queries';
import { LatestArticles, NewsletterAndApp } from './stories-and-news';

const numberFormat = new Intl.NumberFormat('en-KE');

/** The learners claim as the office states it in Contact management; nothing when it states none. */
function TrustLine() {
  const { learnersCount } = useSiteInfo();
  if (!learnersCount) return null;
  return (
    <HStack gap="2" textStyle="sm" fontWeight="medium">
      <HStack gap="0.5" color="accent.fg" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} size={16} fill="currentColor" />
        ))}
      </HStack>
      <Text>Trusted by {learnersCount} learners</Text>
    </HStack>
  );
}

/** A decorative code card beside the hero text (desktop only). */
function HeroVisual() {
  const line = (width: string, color: string) => <Box height="2.5" width={width} borderRadius="full" bg={color} />;
  return (
    <Box
      aria-hidden="true"
      hideBelow="lg"
      borderRadius="l3"
      bg="gray.900"
      p="6"
      shadow="xl"
      color="white"
      fontFamily="mono"
      textStyle="sm"
    >
      <HStack gap="1.5" mb="5">
        <Box boxSize="3" borderRadius="full" bg="red.400" />
        <Box boxSize="3" borderRadius="full" bg="yellow.400" />
        <Box boxSize="3" borderRadius="full" bg="green.400" />
      </HStack>
      <Stack gap="3">
        <Text color="green.300">{'def pay_with_mpesa(phone, amount):'}</Text>
        <Stack gap="2.5" ps="6">
          {line('80%', 'blue.300/60')}
          {line('60%', 'purple.300/60')}
          {line('70%', 'orange.300/60')}
        </Stack>
        <Text color="green.300">{'return receipt'}</Text>
        <HStack gap="2" pt="3" color="gray.300">
          <Box boxSize="2" borderRadius="full" bg="green.400" />
          <span>Tests passed · project submitted</span>
        </HStack>
      </Stack>
    </Box>
  );
}

function Hero() {
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <PageContainer>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '1.2fr 1fr' }}
          gap="12"
          alignItems="center"
          py={{ base: '10', md: '20' }}
        >
          <Stack gap="5">
            <Text textStyle="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
              Online tech school · Nairobi, Kenya
            </Text>
            <Heading as="h1" textStyle={{ base: '4xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
              Learn the tech skills Kenya&apos;s employers hire for
            </Heading>
            <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="xl">
              Software development, data, cloud, mobile and design courses with real projects, mentors and certificates anyone can
              verify. Study on your phone, pay in KES by M-Pesa or in instalments.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <ButtonLink href="/courses" size="lg" endIcon={<ArrowRight size={18} />}>
                Browse courses
              </ButtonLink>
              <ButtonLink href="/register" size="lg" variant="outline">
                Start learning free
              </ButtonLink>
            </Stack>
            <TrustLine />
          </Stack>
          <HeroVisual />
        </Grid>
      </PageContainer>
    </Box>
  );
}

function FeaturedCourses() {
  const featured = useQuery(featuredCoursesQuery());
  return (
    <PageSection
      title="Featured courses"
      description="Learners' favourites, from first lines of code to production systems."
      action={
        <Link href="/courses" variant="plain">
          All courses
        </Link>
      }
    >
      <QueryView
        query={featured}
        errorTitle="Featured courses could not be loaded"
        headingLevel="h3"
        loading={
          <SimpleGrid aria-label="Loading featured courses" role="status" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {Array.from({ length: 3 }, (_, index) => (
              <SkeletonCard key={index} label={index === 0 ? 'Loading featured courses…' : ''} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(courses) => courses.length === 0}
        empty={
          <EmptyState
            headingLevel="h3"
            title="New courses are on the way"
            description="Browse the full catalogue in the meantime."
          />
        }
      >
        {(courses) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {courses.map((course, index) => (
              <li key={course.id}>
                <CourseCard course={course} eager={index < 1} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}

const tagHref = (tag: CourseTag): string =>
  tag.tag_type === 'programming_language'
    ? `/courses?language=${encodeURIComponent(tag.slug)}`
    : `/courses?technology=${encodeURIComponent(tag.slug)}`;

function WhatWeTeach() {
  const tags = useQuery(courseTagsQuery());
  return (
    <PageSection title="What we teach" description="Pick a language or technology to see its courses." tinted>
      <QueryView
        query={tags}
        errorTitle="Topics could not be loaded"
        headingLevel="h3"
        loading={<SkeletonText lines={2} label="Loading topics…" />}
        isEmpty={(list) => !list.some((tag) => tag.tag_type === 'programming_language' || tag.tag_type === 'technology')}
        empty={<Text color="fg.muted">Topics will appear here as courses are published.</Text>}
      >
        {(list) => (
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="2.5">
            {list
              .filter((tag) => tag.tag_type === 'programming_language' || tag.tag_type === 'technology')
              .slice(0, 18)
              .map((tag) => (
                <li key={`${tag.tag_type}-${tag.slug}`}>
                  <chakra.span
                    asChild
                    display="inline-flex"
                    alignItems="center"
                    gap="2"
                    px="3.5"
                    minH="10"
                    borderRadius="full"
                    borderWidth="1px"
                    borderColor="border"
                    bg="bg.panel"
                    fontWeight="medium"
                    textStyle="sm"
                    _hover={{ borderColor: 'brand.solid', color: 'brand.fg' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                  >
                    <Link href={tagHref(tag)} variant="plain">
                      {tag.name}{' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {tag.courses_count} {tag.courses_count === 1 ? 'course' : 'courses'}
                      </Text>
                    </Link>
                  </chakra.span>
                </li>
              ))}
          </Flex>
        )}
      </QueryView>
    </PageSection>
  );
}

function Numbers() {
  const stats = useQuery(catalogueStatsQuery());
  return (
    <PageSection title="Ujuzi in numbers">
      <QueryView
        query={stats}
        errorTitle="Figures could not be loaded"
        headingLevel="h3"
        loading={<SkeletonText lines={2} label="Loading figures…" />}
      >
        {(data) => {
          const figures = [
            { label: 'Courses', value: numberFormat.format(data.total_courses) },
            { label: 'Lessons', value: numberFormat.format(data.total_lessons) },
            { label: 'Hours of learning', value: numberFormat.format(data.total_hours ?? 0) },
            { label: 'Certificates issued', value: numberFormat.format(data.certificates_issued ?? 0) },
            { label: 'Instructors', value: numberFormat.format(data.total_instructors) },
            { label: 'Average course rating', value: `${data.average_rating.toFixed(1)} / 5` },
          ];
          return (
            <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 6 }} gap="4">
              {figures.map((figure) => (
                <Stack key={figure.label} gap="1" borderWidth="1px" borderColor="border" borderRadius="l3" p="4" bg="bg.panel">
                  <Text as="dd" textStyle="2xl" fontWeight="bold" color="brand.fg" order={1}>
                    {figure.value}
                  </Text>
                  <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
                    {figure.label}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          );
        }}
      </QueryView>
    </PageSection>
  );
}

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Ujuzi: online tech courses in Kenya"
        description="Learn software development, data, cloud, mobile and design online with Ujuzi. Practical courses in KES, M-Pesa and instalment plans, projects and verifiable certificates."
        path="/"
      />
      <HydrationSlice>
        <Hero />
      </HydrationSlice>
      <FeaturedCourses />
      <WhatWeTeach />
      <Numbers />
      <LatestArticles />
      <NewsletterAndApp />
    </>
  );
}
