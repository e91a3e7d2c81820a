/**
 * /dashboard/gradebook/peer-reviews/:id: one peer review. Its reviewer writes and submits it here
 * while it is pending (a score per rubric criterion and the overall feedback); once submitted, the
 * reviewer, the author (the reviewer's name hidden when anonymous) and staff read it. Staff change the
 * assignment, show or hide the reviewer's name (partialUpdatePeerReview) and delete it.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PeerReview } from '@ujuzi/api';
import {
  getGetPeerReviewQueryKey,
  getListPeerReviewsQueryKey,
  useDeletePeerReview,
  useGetPeerReview,
  useGetRubric,
  usePartialUpdatePeerReview,
} from '@ujuzi/api/hooks';
import { getPeerReviewPath } from '@ujuzi/api/path-params';
import { can, displayName, formatDateTime } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  lazyPart,
  links,
  useEntityAction,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  GradebookHeader,
  MY_REVIEWS_CRUMB,
  PEER_REVIEWS_CRUMB,
  PEER_REVIEW_STATUS_LABELS,
  PEER_REVIEW_STATUS_TONES,
} from '../shared';
import { AssignDialog } from './assign-dialog';
import { ReviewResult } from './review-result';
import { SubmissionCard } from './submission-card';

const ReviewForm = lazyPart(() => import('./review-form').then((module) => module.ReviewForm), '24rem');

function StaffActions({ review }: { review: PeerReview }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const patch = usePartialUpdatePeerReview();
  const remove = useDeletePeerReview();
  const anonymity = useEntityAction<PeerReview, boolean>({
    queryKey: getGetPeerReviewQueryKey(review.id),
    call: (anonymous) => patch.mutateAsync({ id: review.id, data: { is_anonymous: anonymous } }),
    optimistic: (current, anonymous) => ({ ...current, is_anonymous: anonymous }),
    success: (anonymous) => (anonymous ? 'The reviewer is now anonymous' : 'The author now sees the reviewer'),
    failure: 'Could not change the review',
    invalidate: [getListPeerReviewsQueryKey()],
  });
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        variant="outline"
        onClick={() => setEditing(true)}
        onPointerEnter={AssignDialog.preload}
        onFocus={AssignDialog.preload}
      >
        <Pencil aria-hidden="true" /> Change assignment
      </Button>
      <ActionButton
        label={review.is_anonymous ? 'Show the reviewer' : 'Make anonymous'}
        variant="outline"
        confirm={{
          title: review.is_anonymous
            ? `Show ${displayName(review.reviewee)} who reviewed them?`
            : `Hide the reviewer from ${displayName(review.reviewee)}?`,
        }}
        pending={anonymity.pending}
        onRun={() => anonymity.run(!review.is_anonymous)}
      />
      <ActionButton
        label="Delete review"
        destructive
        confirm={{
          title: `Delete the review of ${displayName(review.reviewee)}’s work by ${displayName(review.reviewer)}?`,
          message: 'The assignment and anything written in it are deleted.',
          confirmLabel: 'Delete',
        }}
        onRun={async () => {
          await remove.mutateAsync({ id: review.id });
          void navigate(links.peerReviews());
        }}
      />
      <AssignDialog item={review} open={editing} onOpenChange={setEditing} />
    </HStack>
  );
}

function Person({ person }: { person: PeerReview['reviewer'] }) {
  const href = person.id ? links.person(person) : null;
  return href ? <EntityLink href={href}>{displayName(person)}</EntityLink> : <>{displayName(person)}</>;
}

function ReviewBody({ review }: { review: PeerReview }) {
  const { user } = useSession();
  const rubric = useGetRubric(review.rubric ?? 0, { query: { enabled: Boolean(review.rubric) } });
  const writes = review.status === 'pending' && review.reviewer.id === user?.id;
  const found = rubric.data ?? null;
  return (
    <Stack gap="5">
      <Card title="About this review" headingLevel={2}>
        <DetailFields>
          <DetailField label="Reviewer">
            <Person person={review.reviewer} />
          </DetailField>
          <DetailField label="Work of">
            <Person person={review.reviewee} />
          </DetailField>
          <DetailField label="Submission">
            <EntityLink href={links.projectSubmission(review.submission)}>Submission #{review.submission}</EntityLink>
          </DetailField>
          <DetailField label="Rubric">
            {review.rubric ? (
              <Link href={links.rubric(review.rubric)}>{found?.title ?? 'The rubric'}</Link>
            ) : (
              'None: feedback only'
            )}
          </DetailField>
          <DetailField label="Due">{review.due_date ? formatDateTime(review.due_date) : 'No due date'}</DetailField>
          {review.submitted_at ? <DetailField label="Submitted">{formatDateTime(review.submitted_at)}</DetailField> : null}
        </DetailFields>
      </Card>
      {review.reviewee.id !== user?.id ? <SubmissionCard submission={review.submission} /> : null}
      {writes ? (
        <Card title="Your review" headingLevel={2} description="Score every criterion, then say what works and what to improve.">
          {review.rubric && rubric.isPending ? (
            <Text color="fg.muted">Loading the rubric…</Text>
          ) : (
            <ReviewForm review={review} rubric={found} />
          )}
        </Card>
      ) : review.status === 'submitted' ? (
        <ReviewResult review={review} rubric={found} />
      ) : (
        <Text color="fg.muted">
          {review.status === 'expired' ? 'The due date passed before the review was written.' : 'Not reviewed yet.'}
        </Text>
      )}
    </Stack>
  );
}

export function PeerReviewPage() {
  const { id } = useRouteParams(getPeerReviewPath);
  const { user } = useSession();
  const manage = can(user, 'peerReview.manage');
  const query = useGetPeerReview(id);
  const crumb = manage ? PEER_REVIEWS_CRUMB : MY_REVIEWS_CRUMB;
  const title = (review: PeerReview) =>
    review.reviewee.id === user?.id
      ? 'A review of your work'
      : review.reviewer.id === user?.id
        ? `Review of ${displayName(review.reviewee)}’s work`
        : `${displayName(review.reviewer)} reviews ${displayName(review.reviewee)}`;
  return (
    <DetailPage
      query={query}
      noun="peer review"
      notFoundAction={<Link href={crumb.href}>Back to {crumb.label.toLowerCase()}</Link>}
      header={(review) => (
        <GradebookHeader
          title={review ? title(review) : 'Peer review'}
          trail={[crumb]}
          current={crumb.href}
          description={
            review ? (
              <Badge tone={PEER_REVIEW_STATUS_TONES[review.status]}>{PEER_REVIEW_STATUS_LABELS[review.status]}</Badge>
            ) : undefined
          }
          actions={review && manage ? <StaffActions review={review} /> : undefined}
        />
      )}
      summary={(review) => <ReviewBody review={review} />}
    />
  );
}
