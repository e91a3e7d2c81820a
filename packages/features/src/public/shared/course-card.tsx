/** A course in a grid: cover, level, title, what it teaches, hours and its price in KES (or Free). */
import { AspectRatio, Box, HStack, Heading, Image, LinkOverlay, LinkBox, Stack, Text } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import { AppLink, Badge, HydrationSlice, Money } from '@ujuzi/ui';
import { Clock, Star } from 'lucide-react';
import { cardFrame } from './card-frame';
import { coursePath, hoursLabel, levelLabel, PRICING_LABELS } from './course-labels';

export interface CourseCardProps {
  course: Course;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Loads the cover at once (the first cards of a page) instead of lazily. */
  eager?: boolean;
}

/** The price line: 'Free' for free courses, else the KES price ('Ksh 15,000.00'), per month for subscriptions. */
export function CoursePrice({ course }: { course: Pick<Course, 'pricing_type' | 'price' | 'currency'> }) {
  if (course.pricing_type === 'free') return <Badge tone="success">Free</Badge>;
  return (
    <HStack gap="1.5" align="baseline">
      <Text as="span" fontWeight="bold" color="fg">
        <Money amount={course.price} currency={course.currency} />
      </Text>
      {course.pricing_type === 'subscription' ? (
        <Text as="span" textStyle="xs" color="fg.muted">
          {PRICING_LABELS.subscription}
        </Text>
      ) : null}
    </HStack>
  );
}

export function CourseCard({ course, headingLevel = 'h3', eager = false }: CourseCardProps) {
  const topics = [...(course.programming_languages ?? []), ...(course.technologies ?? [])].slice(0, 3);
  return (
    <HydrationSlice>
      <LinkBox as="article" {...cardFrame} transition="box-shadow 0.15s, border-color 0.15s">
        <AspectRatio ratio={16 / 9} bg="brand.subtle">
          {course.image ? (
            <Image asChild objectFit="cover">
              <img src={course.image} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
            </Image>
          ) : (
            <Box aria-hidden="true" />
          )}
        </AspectRatio>
        <Stack gap="2.5" p="4" flex="1">
          <HStack gap="2" wrap="wrap">
            <Badge tone="brand">{levelLabel(course.level)}</Badge>
            {course.is_featured ? <Badge tone="accent">Featured</Badge> : null}
          </HStack>
          <Heading as={headingLevel} textStyle="md" fontWeight="semibold" lineHeight="1.35">
            <LinkOverlay asChild>
              <AppLink href={coursePath(course)}>{course.title}</AppLink>
            </LinkOverlay>
          </Heading>
          {course.subtitle ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {course.subtitle}
            </Text>
          ) : null}
          {topics.length ? (
            <Text textStyle="xs" color="fg.muted">
              {topics.map((topic) => topic.name).join(' · ')}
            </Text>
          ) : null}
          <HStack justify="space-between" align="center" mt="auto" pt="2" gap="3" wrap="wrap">
            <CoursePrice course={course} />
            <HStack gap="3" textStyle="xs" color="fg.muted">
              {course.reviews_count ? (
                <HStack gap="1">
                  <Star size={14} aria-hidden="true" />
                  <span>
                    {(course.average_rating ?? 0).toFixed(1)}
                    <Box as="span" srOnly>
                      {' '}
                      out of 5
                    </Box>
                  </span>
                </HStack>
              ) : null}
              {course.duration_hours ? (
                <HStack gap="1">
                  <Clock size={14} aria-hidden="true" />
                  <span>{hoursLabel(course.duration_hours)}</span>
                </HStack>
              ) : null}
            </HStack>
          </HStack>
        </Stack>
      </LinkBox>
    </HydrationSlice>
  );
}
