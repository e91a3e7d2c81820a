/**
 * /dashboard/courses/reviews (staff): the reviews of the courses the caller teaches (admins: all), with
 * their rating, text and helpful marks; filtered by course, rating and approval, searched and ordered
 * in the URL; approved, hidden, featured or unfeatured in bulk (bulk_update).
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseReview } from '@ujuzi/api';
import { useBulkUpdateCourseReviews, useListCourseReviews } from '@ujuzi/api/hooks';
import { listCourseReviewsList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { Badge } from '@ujuzi/ui';
import { EntityLink, ListPage, columnsOf, countOf, links, useCourseOptions, useList, type BulkAction } from '../../infra/kit';
import { GradingHeader } from '../grading-shared';
import { reportFromCourseBulk } from '../manage/course-bulk';

const stars = (rating: number): string => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((rating) => ({ value: String(rating), label: `${rating} of 5` }));
const column = columnsOf<CourseReview>();

export function ReviewsPage() {
  const queryClient = useQueryClient();
  const list = useList(listCourseReviewsList);
  const query = useListCourseReviews(...list.request);
  const courses = useCourseOptions();
  const courseTitle = (id: number) => courses.options.find((option) => option.value === String(id))?.label ?? `Course ${id}`;
  const bulk = useBulkUpdateCourseReviews();
  const columns = [
    column.text(
      'review',
      'Review',
      (row) => (
        <Stack gap="0.5" minW="14rem" maxW="28rem">
          <Text fontWeight="medium">{row.title || `${row.rating} of 5`}</Text>
          {row.comment ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={{ base: 3, md: 2 }}>
              {row.comment}
            </Text>
          ) : null}
          <Text textStyle="xs" color="fg.muted">{`By ${displayName(row.student)}`}</Text>
        </Stack>
      ),
      { isRowHeader: true },
    ),
    column.text('rating', 'Rating', (row) => (
      <EntityLink href={links.courseReviews({ rating: row.rating })}>
        <span aria-hidden="true">{stars(row.rating)}</span>
        <Text as="span" srOnly>{`${row.rating} of 5 stars`}</Text>
      </EntityLink>
    )),
    column.entity('course', 'Course', (row) => ({ name: courseTitle(row.course), href: links.course(String(row.course)) })),
    column.text('is_approved', 'State', (row) => (
      <Stack gap="1" align="flex-start">
        <Badge tone={row.is_approved ? 'success' : 'warning'}>{row.is_approved ? 'Approved' : 'Hidden'}</Badge>
        {row.is_featured ? <Badge tone="brand">Featured</Badge> : null}
      </Stack>
    )),
    column.count('helpful_count', 'Helpful'),
    column.date('created_at', 'Written', { relative: true }),
  ];
  const action = (
    id: string,
    label: string,
    change: { is_approved?: boolean; is_featured?: boolean },
    message: string,
  ): BulkAction => ({
    id,
    label,
    confirmTitle: (count) => `${label} ${countOf(count, 'review', 'reviews')}?`,
    confirmMessage: () => message,
    run: async (rows) =>
      reportFromCourseBulk(rows, await bulk.mutateAsync({ data: { review_ids: rows.map((row) => Number(row.id)), ...change } })),
  });
  const bulkActions = [
    action('approve', 'Approve', { is_approved: true }, 'They show on their courses and count toward the rating.'),
    action('hide', 'Hide', { is_approved: false }, 'They no longer show on their courses or count toward the rating.'),
    action('feature', 'Feature', { is_featured: true, is_approved: true }, 'They are approved and shown first on their courses.'),
    action('unfeature', 'Unfeature', { is_featured: false }, 'They stay as they are, without the highlight.'),
  ];
  return (
    <ListPage
      header={
        <GradingHeader
          title="Course reviews"
          description="What learners say about your courses: approve, hide or feature reviews in bulk."
          current={links.courseReviews()}
        />
      }
      list={list}
      query={query}
      label="Course reviews"
      noun={{ one: 'review', many: 'reviews' }}
      columns={columns}
      getRowLabel={(row) => `${row.title || `${row.rating} of 5`} · ${displayName(row.student)}`}
      search={{ label: 'Search reviews', placeholder: 'Search by title, comment or learner' }}
      filters={[
        { type: 'select', name: 'course', label: 'Course', options: courses.options },
        { type: 'select', name: 'rating', label: 'Rating', options: RATING_OPTIONS },
        {
          type: 'boolean',
          name: 'is_approved',
          label: 'State',
          placeholder: 'Approved or hidden',
          yes: 'Approved',
          no: 'Hidden',
        },
      ]}
      bulkActions={bulkActions}
      onBulkDone={() =>
        void queryClient.invalidateQueries({
          predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/courses/course-reviews'),
        })
      }
      empty={{
        title: 'No reviews yet',
        description: 'Learners review a course from its page once they have studied it.',
        action: <EntityLink href={links.manageCourses()}>Manage courses</EntityLink>,
      }}
    />
  );
}
