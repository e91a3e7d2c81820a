/** The peer-review assignment's dialog (assign, or change the assignment), its form loaded when first opened. */
import type { PeerReview } from '@ujuzi/api';
import { displayName } from '@ujuzi/domain';
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const AssignDialog = lazyFormDialog(() => import('./assign-form').then((module) => module.AssignReviewForm), {
  noun: 'peer review',
  title: (review: PeerReview | null) =>
    review ? `Change the review of ${displayName(review.reviewee)}’s work` : 'Assign a peer review',
  description: (review) =>
    review ? null : 'A learner of the course reviews a classmate’s project submission, against a rubric.',
  height: '26rem',
});
