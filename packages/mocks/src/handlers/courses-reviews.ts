/** Course reviews: writing, listing, bulk moderation and helpful votes. */
import type {
  CourseReview,
  CourseReviewBulkUpdateRequest,
  CourseReviewHelpfulRequest,
  CourseReviewHelpfulResult,
  CourseReviewRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { visibleCourse, managesCourse, bulkTally } from './courses-shared';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, noContent, detail } from '../kit/respond';
import { listPage } from '../kit/list';
import { STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { ReviewRow } from '../db/progress';
import { isStaff, enrollmentFor, isManagement } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { userSummaryById } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Reviews.

export function presentReview(db: MockDatabase, row: ReviewRow, viewer: number): CourseReview {
  const { helpful_by, student, ...rest } = row;
  return {
    ...rest,
    student: userSummaryById(db, student),
    helpful_count: helpful_by.length,
    is_marked_helpful: helpful_by.includes(viewer),
  };
}

export function reviewHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): ReviewRow | undefined => {
    const row = context.db.progress.reviews.get(context.id());
    return row && (row.is_approved || row.student === context.user.id || isStaff(context.user)) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: ReviewRow): Promise<Response> => {
    const input = await context.body<Partial<CourseReviewRequest> & { is_approved?: boolean; is_featured?: boolean }>();
    if (input instanceof Response) return input;
    const courseId = input.course ?? existing?.course;
    const course = courseId ? visibleCourse(context.db, context.user, courseId) : undefined;
    if (!course) return fieldErrors({ course: `Invalid pk "${String(courseId)}" - object does not exist.` });
    if (input.rating !== undefined && (input.rating < 1 || input.rating > 5))
      return fieldErrors({ rating: 'Ensure this value is between 1 and 5.' });
    const staff = isStaff(context.user);
    if (existing && existing.student !== context.user.id && !staff) return context.deny();
    if (!existing) {
      if (context.user.user_type !== 'student') return context.deny();
      if (!enrollmentFor(context.db, context.user.id, course.id)) return context.deny();
      if (context.db.progress.reviews.some((row) => row.student === context.user.id && row.course === course.id))
        return fieldErrors({ non_field_errors: 'You have already reviewed this course.' });
    }
    const stamp = nowIso();
    const moderation = staff
      ? {
          ...(input.is_approved !== undefined ? { is_approved: input.is_approved } : {}),
          ...(input.is_featured !== undefined ? { is_featured: input.is_featured } : {}),
        }
      : {};
    const fields = {
      course: course.id,
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
    };
    const stored = existing
      ? (context.db.progress.reviews.update(existing.id, { ...fields, ...moderation, updated_at: stamp }) ?? existing)
      : context.db.progress.reviews.insert({
          rating: 5,
          title: '',
          comment: '',
          ...fields,
          student: context.user.id,
          is_approved: true,
          is_featured: false,
          helpful_by: [],
          created_at: stamp,
          updated_at: stamp,
        });
    const answer = presentReview(context.db, stored, context.user.id);
    return existing ? json<CourseReview>(answer) : created<CourseReview>(answer);
  };
  return [
    route('listCourseReviews', (context) => {
      const staff = isStaff(context.user);
      const rows = context.db.progress.reviews
        .filter((row) => row.is_approved || row.student === context.user.id || staff)
        .map((row) => presentReview(context.db, row, context.user.id));
      return json(
        listPage(context, rows, {
          search: ['title', 'comment', 'student.get_full_name'],
          ordering: '-created_at',
          ignore: staff ? [] : ['is_approved'],
        }),
      );
    }),
    route(
      'getCourseReview',
      withRow(find, (context, row) => json<CourseReview>(presentReview(context.db, row, context.user.id))),
    ),
    route('createCourseReview', (context) => write(context)),
    ...(['updateCourseReview', 'partialUpdateCourseReview'] as const).map((operationId) =>
      route(operationId, withRow(find, write)),
    ),
    route(
      'deleteCourseReview',
      withRow(find, (context, row) => {
        if (
          row.student !== context.user.id &&
          !isManagement(context.user) &&
          !managesCourse(context.user, context.db.courses.courses.get(row.course))
        )
          return context.deny();
        context.db.progress.reviews.remove(row.id);
        return noContent();
      }),
    ),
    route(
      'bulkUpdateCourseReviews',
      async (context) => {
        const input = await context.body<CourseReviewBulkUpdateRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        for (const reviewId of input.review_ids) {
          const patch = {
            ...(input.is_approved !== undefined ? { is_approved: input.is_approved } : {}),
            ...(input.is_featured !== undefined ? { is_featured: input.is_featured } : {}),
            updated_at: nowIso(),
          };
          if (context.db.progress.reviews.update(reviewId, patch)) tally.succeeded(reviewId);
          else tally.failed(reviewId, null, 'Not found.');
        }
        return tally.answer((counts) => `${counts.processed_count} reviews updated.`);
      },
      { roles: STAFF },
    ),
    route(
      'markCourseReviewHelpful',
      withRow(find, async (context, row) => {
        const input = await context.body<CourseReviewHelpfulRequest>();
        if (input instanceof Response) return input;
        if (row.student === context.user.id) return detail(400, 'You cannot mark your own review as helpful.');
        const helpful = input.is_helpful ?? true;
        const others = row.helpful_by.filter((voter) => voter !== context.user.id);
        const updated =
          context.db.progress.reviews.update(row.id, { helpful_by: helpful ? [...others, context.user.id] : others }) ?? row;
        return json<CourseReviewHelpfulResult>({
          success: true,
          message: helpful ? 'Thanks for your feedback.' : 'Helpful mark removed.',
          review_id: row.id,
          helpful_count: updated.helpful_by.length,
          is_marked_helpful: helpful,
        });
      }),
    ),
  ];
}
