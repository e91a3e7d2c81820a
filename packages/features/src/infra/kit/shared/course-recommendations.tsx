/**
 * The courses recommended to the signed-in learner (courses/recommendations: from their completed and
 * current courses, paths and popular courses; enrolled ones left out), each linked to its page with the
 * reason. Shown on the learner's home and the dashboard catalogue.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useListCourseRecommendations } from '@ujuzi/api/hooks';
import { Badge, Link } from '@ujuzi/ui';
import { links } from '../links';
import { QueryCard } from './query-card';

const LEVELS: Readonly<Record<string, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export interface CourseRecommendationsProps {
  /** How many to show (the contract's limit, 1–50). */
  limit?: number;
  /** Where the empty state sends the learner (the catalogue, unless this is it). */
  browse?: boolean;
}

export function CourseRecommendations({ limit = 4, browse = true }: CourseRecommendationsProps) {
  const query = useListCourseRecommendations({ limit });
  return (
    <QueryCard
      title="Recommended for you"
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={{
        title: 'No recommendations yet',
        description: 'Enrol in a course: what you study shapes what we suggest next.',
        action: browse ? <Link href={links.courses()}>Browse all courses</Link> : undefined,
      }}
      loadingLines={limit}
    >
      {(rows) => (
        <Stack as="ul" listStyle="none" gap="3" aria-label="Recommended courses">
          {rows.map(({ course, reason }) => (
            <Stack as="li" key={course.id} gap="0.5">
              <HStack gap="2" flexWrap="wrap">
                <Link href={links.course(course.slug)} variant="plain">
                  {course.title}
                </Link>
                {course.level ? (
                  <Badge size="sm" tone="neutral">
                    {LEVELS[course.level] ?? course.level}
                  </Badge>
                ) : null}
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {reason}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}
