/**
 * /dashboard/gradebook/my-reviews (learners): the peer reviews assigned to me still to write, soonest
 * due first (listPendingPeerReviews), each opening the review to write; and the reviews of my own work,
 * with their score (the reviewer's name hidden when anonymous).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PeerReview } from '@ujuzi/api';
import { useListPeerReviews, useListPendingPeerReviews } from '@ujuzi/api/hooks';
import { displayName, formatDateTime } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, Link } from '@ujuzi/ui';
import { QueryState, links } from '../../infra/kit';
import { GradebookHeader, PEER_REVIEW_STATUS_LABELS, PEER_REVIEW_STATUS_TONES } from '../shared';

function ReviewRow({ review, label, detail }: { review: PeerReview; label: string; detail: string }) {
  return (
    <HStack as="li" justify="space-between" gap="3" wrap="wrap" borderBottomWidth="1px" py="3">
      <Stack gap="0">
        <Text fontWeight="semibold">
          <Link href={links.peerReview(review.id)}>{label}</Link>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      </Stack>
      <Badge tone={PEER_REVIEW_STATUS_TONES[review.status]}>{PEER_REVIEW_STATUS_LABELS[review.status]}</Badge>
    </HStack>
  );
}

export function MyReviewsPage() {
  const pending = useListPendingPeerReviews({ page_size: 50 });
  const received = useListPeerReviews({ role: 'reviewee', page_size: 50, ordering: '-created_at' });
  return (
    <Stack gap="6">
      <GradebookHeader
        title="My peer reviews"
        current={links.myReviews()}
        description="Classmates’ projects you are asked to review, and what classmates said of yours."
      />
      <Card title="To review" headingLevel={2}>
        <QueryState
          query={pending}
          noun="reviews to write"
          headingLevel="h3"
          empty={{
            title: 'Nothing to review',
            description: 'When your teacher asks you to review a classmate’s project, it appears here.',
            action: <ButtonLink href={links.progress()}>Back to my courses</ButtonLink>,
          }}
        >
          {(page) => (
            <Stack as="ul" gap="0" listStyleType="none">
              {page.results.map((review) => (
                <ReviewRow
                  key={review.id}
                  review={review}
                  label={`Review ${displayName(review.reviewee)}’s project`}
                  detail={review.due_date ? `Due ${formatDateTime(review.due_date)}` : 'No due date'}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Card>
      <Card title="Reviews of my work" headingLevel={2}>
        <QueryState
          query={received}
          noun="reviews of your work"
          headingLevel="h3"
          empty={{
            title: 'No reviews of your work yet',
            description: 'When classmates review a project you handed in, their reviews appear here.',
          }}
        >
          {(page) => (
            <Stack as="ul" gap="0" listStyleType="none">
              {page.results.map((review) => (
                <ReviewRow
                  key={review.id}
                  review={review}
                  label={`By ${displayName(review.reviewer)}`}
                  detail={
                    review.status === 'submitted'
                      ? `${review.total_score ?? 0} of ${review.max_score ?? '—'} points`
                      : review.due_date
                        ? `Due ${formatDateTime(review.due_date)}`
                        : 'Not written yet'
                  }
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}
