/**
 * The Reviews section of a course's page: the average rating, the learners' reviews (newest first) with
 * helpful marks, and for an enrolled learner their own review to write or edit (one per course, as the
 * contract says). Others' reviews can be marked helpful; one's own cannot.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CourseReview } from '@ujuzi/api';
import { getListCourseReviewsQueryKey, useListCourseReviews, useMarkCourseReviewHelpful } from '@ujuzi/api/hooks';
import { REVIEW_MESSAGES, displayName, formatDate, mayReviewCourse } from '@ujuzi/domain';
import { Badge, Button, Card, EmptyState, ErrorState, SkeletonText, toast } from '@ujuzi/ui';
import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { errorMessage, lazyPart, useCourseAccess } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { ReviewStars } from './review-stars';

const ReviewForm = lazyPart(() => import('./review-form').then((m) => m.ReviewForm), '20rem');

/** Reviews shown at first and added by each 'Show more reviews'. */
const REVIEWS_STEP = 10;

function HelpfulButton({ review, own }: { review: CourseReview; own: boolean }) {
  const queryClient = useQueryClient();
  const mark = useMarkCourseReviewHelpful();
  const marked = !!review.is_marked_helpful;
  const label = `Helpful (${review.helpful_count})`;
  if (own) return <Text textStyle="sm" color="fg.muted">{`${review.helpful_count} found this helpful`}</Text>;
  return (
    <Button
      size="sm"
      variant={marked ? 'subtle' : 'ghost'}
      aria-pressed={marked}
      loading={mark.isPending}
      onClick={() =>
        mark.mutate(
          { id: review.id, data: { is_helpful: !marked } },
          {
            onSuccess: () => void queryClient.invalidateQueries({ queryKey: getListCourseReviewsQueryKey() }),
            onError: (error) => toast.error('Could not record your mark', errorMessage(error)),
          },
        )
      }
    >
      <ThumbsUp aria-hidden="true" />
      {label}
    </Button>
  );
}

function ReviewItem({ review, own }: { review: CourseReview; own: boolean }) {
  return (
    <Stack
      as="article"
      gap="2"
      py="4"
      borderTopWidth="1px"
      borderColor="border"
      aria-label={`Review by ${displayName(review.student)}`}
    >
      <HStack gap="3" wrap="wrap">
        <ReviewStars rating={review.rating} />
        {review.title ? (
          <Heading as="h3" size="sm">
            {review.title}
          </Heading>
        ) : null}
        {own && !review.is_approved ? <Badge tone="warning">Awaiting approval</Badge> : null}
      </HStack>
      <Text
        textStyle="sm"
        color="fg.muted"
      >{`${own ? 'You' : displayName(review.student)} · ${formatDate(review.created_at)}`}</Text>
      {review.comment ? <Text whiteSpace="pre-wrap">{review.comment}</Text> : null}
      <Box>
        <HelpfulButton review={review} own={own} />
      </Box>
    </Stack>
  );
}

function OwnReview({ course, review }: { course: Course; review: CourseReview | undefined }) {
  const [editing, setEditing] = useState(false);
  if (review && !editing) {
    return (
      <Card
        title="Your review"
        headingLevel={2}
        actions={
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            onFocus={ReviewForm.preload}
            onPointerEnter={ReviewForm.preload}
          >
            Edit your review
          </Button>
        }
      >
        <Stack gap="1">
          <ReviewStars rating={review.rating} />
          {review.title ? <Text fontWeight="semibold">{review.title}</Text> : null}
          {review.comment ? <Text whiteSpace="pre-wrap">{review.comment}</Text> : null}
        </Stack>
      </Card>
    );
  }
  return (
    <Card title={review ? 'Edit your review' : 'Review this course'} headingLevel={2}>
      <ReviewForm
        course={course}
        existing={review}
        onDone={() => setEditing(false)}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    </Card>
  );
}

export function CourseReviews({ course }: { course: Course }) {
  const { user } = useSession();
  const { enrolled, progress } = useCourseAccess(course);
  const reviews = useListCourseReviews({ course: course.id, ordering: '-created_at', page_size: 100 });
  const [shown, setShown] = useState(REVIEWS_STEP);
  if (reviews.isPending) return <SkeletonText lines={5} label="Loading the reviews…" />;
  if (reviews.isError) {
    return (
      <ErrorState
        headingLevel="h2"
        title="Could not load the reviews"
        message={errorMessage(reviews.error)}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  const rows = reviews.data?.results ?? [];
  const own = rows.find((review) => review.student.id === user?.id);
  const learner = user?.user_type === 'student';
  const canWrite = learner && mayReviewCourse(enrolled, progress);
  const others = rows.filter((review) => review !== own);
  return (
    <Stack gap="5">
      {canWrite || own ? (
        <OwnReview course={course} review={own} />
      ) : learner && enrolled ? (
        <Text color="fg.muted">{REVIEW_MESSAGES.completeLessonFirst}</Text>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          title="No reviews yet"
          description={
            canWrite
              ? 'Be the first to say how this course helps you.'
              : 'Learners enrolled in this course can review it; their reviews will show here.'
          }
        />
      ) : (
        <Stack as="section" aria-labelledby="course-reviews" gap="0">
          <HStack justify="space-between" gap="3" wrap="wrap" pb="2">
            <Heading as="h2" id="course-reviews" size="md">
              {`What learners say (${course.reviews_count ?? others.length})`}
            </Heading>
            {course.average_rating ? (
              <HStack gap="2">
                <ReviewStars rating={course.average_rating} />
                <Text fontWeight="semibold">{course.average_rating.toFixed(1)}</Text>
              </HStack>
            ) : null}
          </HStack>
          {others.slice(0, shown).map((review) => (
            <ReviewItem key={review.id} review={review} own={false} />
          ))}
          {others.length === 0 ? <Text color="fg.muted">Only your review so far.</Text> : null}
          {others.length > shown ? (
            <Box pt="2">
              <Button variant="outline" onClick={() => setShown((count) => count + REVIEWS_STEP)}>
                Show more reviews
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
