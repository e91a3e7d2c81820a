import { HStack, Stack, Text } from '@chakra-ui/react';
import type { CourseInstructorDashboard, CourseReview } from '@ujuzi/api';
import { useGetCourseInstructorDashboard } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, Link, RelativeTime } from '@ujuzi/ui';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { links } from '../../infra/kit/links';

const stars = (rating: number): string => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

function Review({ review, dashboard }: { review: CourseReview; dashboard: CourseInstructorDashboard }) {
  const course = dashboard.courses.find((entry) => entry.course.id === review.course)?.course;
  return (
    <Stack as="li" gap="0.5">
      <HStack gap="2" wrap="wrap">
        <Text as="span" role="img" color="fg.warning" aria-label={`${review.rating} of 5 stars`}>
          <span aria-hidden="true">{stars(review.rating)}</span>
        </Text>
        {review.is_approved ? null : (
          <Badge tone="warning" size="sm">
            Awaiting approval
          </Badge>
        )}
      </HStack>
      {review.title || review.comment ? (
        <Text lineClamp={2}>{review.title ? `${review.title}. ${review.comment ?? ''}` : review.comment}</Text>
      ) : null}
      <Text textStyle="sm" color="fg.muted">
        {`${displayName(review.student)} on `}
        <Link href={links.courseReviews({ course: review.course })}>{course?.title ?? `course ${review.course}`}</Link>
        {' · '}
        <RelativeTime value={review.created_at} />
      </Text>
    </Stack>
  );
}

/** The latest reviews of the teacher's courses, approved or awaiting approval. */
export function RecentReviews() {
  const dashboard = useGetCourseInstructorDashboard();
  return (
    <QueryCard
      title="Recent reviews"
      query={dashboard}
      isEmpty={(data) => (data.recent_reviews ?? []).length === 0}
      empty={{
        title: 'No reviews yet',
        description: 'What learners say about your courses shows here; they review a course once they have completed a lesson.',
      }}
      actions={
        <Link href={links.courseReviews()} variant="plain">
          All reviews
        </Link>
      }
    >
      {(data) => (
        <Stack as="ul" listStyle="none" gap="4">
          {(data.recent_reviews ?? []).map((review) => (
            <Review key={review.id} review={review} dashboard={data} />
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}
