/**
 * A course's reviews, for its page's Reviews section: the rating for everyone; what learners wrote (a
 * signed-in read) for signed-in users, a sign-in prompt for visitors.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Course, CourseReview } from '@ujuzi/api';
import { displayName, formatDate } from '@ujuzi/domain';
import { Star } from 'lucide-react';
import { ratingLabel } from '../shared/course-labels';
import { SignInPrompt } from './course-section';

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" aria-hidden="true" color="accent.fg">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} size={16} fill={index < Math.round(rating) ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

export function Reviews({
  course,
  reviews,
  signedIn,
}: {
  course: Course;
  reviews: CourseReview[] | undefined;
  signedIn: boolean;
}) {
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
