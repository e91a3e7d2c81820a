/**
 * /dashboard/gradebook/peer-reviews (staff): every peer review of the courses a teacher teaches — who
 * reviews whose work, against which rubric, by when, and whether they have reviewed (filter 'Not
 * reviewed yet' for those still to do it). Staff assign reviews, change and delete assignments.
 */
import type { PeerReview } from '@ujuzi/api';
import { getListPeerReviewsQueryKey, useDeletePeerReview, useListPeerReviews } from '@ujuzi/api/hooks';
import { listPeerReviewsList } from '@ujuzi/api/list-params';
import { can, displayName } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, links, useCourseOptions, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { GradebookHeader, PEER_REVIEW_STATUS_LABELS, PEER_REVIEW_STATUS_TONES } from '../shared';
import { AssignDialog } from './assign-dialog';

const column = columnsOf<PeerReview>();
const reviewName = (review: PeerReview) => `${displayName(review.reviewer)} → ${displayName(review.reviewee)}`;

export function PeerReviewsPage() {
  const { user } = useSession();
  const manage = can(user, 'peerReview.manage');
  const courses = useCourseOptions();
  const list = useList(listPeerReviewsList);
  const query = useListPeerReviews(...list.request);
  const remove = useDeletePeerReview();
  const crud = useCrud<PeerReview>({
    noun: 'peer review',
    name: reviewName,
    form: AssignDialog,
    remove: {
      call: (review) => remove.mutateAsync({ id: review.id }),
      message: (review) =>
        `${displayName(review.reviewer)} no longer reviews ${displayName(review.reviewee)}’s work${review.status === 'submitted' ? '; the review they wrote is deleted' : ''}.`,
      invalidate: [getListPeerReviewsQueryKey()],
    },
  });
  const person = (pick: (row: PeerReview) => PeerReview['reviewer']) => (row: PeerReview) => {
    const who = pick(row);
    return { name: displayName(who), avatar: who.profile_picture, href: links.person(who) };
  };
  const columns = [
    column.link(
      'reviewer',
      'Reviewer',
      (row) => links.peerReview(row.id),
      (row) => displayName(row.reviewer),
    ),
    column.status('status', 'Reviewed?', PEER_REVIEW_STATUS_LABELS, PEER_REVIEW_STATUS_TONES),
    column.person(
      'reviewee',
      'Reviews the work of',
      person((row) => row.reviewee),
    ),
    column.entity(
      'submission',
      'Submission',
      (row) => ({
        name: `Submission #${row.submission}`,
        href: links.projectSubmission(row.submission),
      }),
      { defaultHidden: true },
    ),
    column.entity('course', 'Course', (row) =>
      row.course
        ? {
            name: courses.options.find((option) => option.value === String(row.course))?.label ?? `Course #${row.course}`,
            href: links.peerReviews({ course: row.course }),
          }
        : null,
    ),
    column.text('total_score', 'Score', (row) =>
      row.total_score === null || row.total_score === undefined ? '—' : `${row.total_score} / ${row.max_score ?? '—'}`,
    ),
    column.date('due_date', 'Due'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('Assign a review') : null;
  return (
    <>
      <ListPage
        header={
          <GradebookHeader
            title="Peer reviews"
            current={links.peerReviews()}
            description="Who reviews whose project, and who has and has not reviewed yet."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Peer reviews"
        noun={{ one: 'peer review', many: 'peer reviews' }}
        columns={columns}
        getRowLabel={reviewName}
        search={{ label: 'Search peer reviews', placeholder: 'Feedback' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Reviewed?', placeholder: 'Any', labels: PEER_REVIEW_STATUS_LABELS },
          { type: 'select', name: 'course', label: 'Course', placeholder: 'All courses', options: courses.options },
        ]}
        empty={{
          title: 'No peer reviews yet',
          description: 'Assign a learner to review a classmate’s project submission against a rubric.',
          action: create,
        }}
      />
      <AssignDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
