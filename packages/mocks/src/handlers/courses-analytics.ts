/** Course analytics for instructors and management: performance, revenue, trends. */
import type {
  Course,
  CourseEnrollmentTrends,
  CourseInstructorDashboard,
  CoursePerformance,
  CoursePlatformOverview,
  CoursesAnalyticsOverview,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  ENROLLED,
  percent,
  revenueOf,
  managesCourse,
  round2,
  integerError,
  choiceError,
  monthBuckets,
  settled,
  LEVELS,
} from './courses-shared';
import { presentReview } from './courses-reviews';
import { route, type AuthedContext } from '../kit/route';
import { json } from '../kit/respond';
import { applyOrdering } from '../kit/list';
import { STAFF, MANAGEMENT } from '../kit/crud';
import { isoDateTime, addDays, nowIso, isoDate, schoolDay, todayIso } from '../db/time';
import { money } from '../db/payments';
import { presentStudentEnrollment } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { presentCourse, courseSummary, isPublished } from '../db/courses';
import { type UserRecord, userSummary, usersOfType } from '../db/accounts';

function performance(db: MockDatabase, course: Course): CoursePerformance {
  const enrollments = db.payments.enrollments.filter((row) => row.course === course.id && ENROLLED(row));
  const presented = presentCourse(db, course);
  return {
    course: courseSummary(course),
    enrollments: enrollments.length,
    active_students: enrollments.filter((row) => row.status === 'active' || row.status === 'trial').length,
    completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
    average_rating: presented.average_rating ?? 0,
    revenue: money(revenueOf(db, new Set([course.id]))),
  };
}

const inBucket = (stamp: string | null | undefined, start: Date): boolean => {
  if (!stamp) return false;
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const time = new Date(stamp).getTime();
  return time >= start.getTime() && time < end.getTime();
};

/** A trend's buckets by week (from Monday) or by day, Nairobi days: [first day, the day after the last, label]. */
function dayBuckets(period: 'weekly' | 'daily', months: number): [string, string, string][] {
  const today = new Date(`${todayIso()}T00:00:00Z`);
  const step = period === 'weekly' ? 7 : 1;
  const monday = addDays(today, -((today.getUTCDay() + 6) % 7));
  const last = period === 'weekly' ? monday : today;
  const count = Math.ceil((months * 30.4) / step);
  const buckets: [string, string, string][] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = addDays(last, -back * step);
    const day = start.toLocaleString('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    buckets.push([isoDate(start), isoDate(addDays(start, step)), period === 'weekly' ? `Week of ${day}` : day]);
  }
  return buckets;
}

const inDays = (stamp: string | null | undefined, [first, after]: [string, string, string]): boolean => {
  if (!stamp) return false;
  const day = schoolDay(new Date(stamp));
  return day >= first && day < after;
};

/** Courses whose figures a staff member sees: a teacher's own, all for management. */
const ownCourses = (db: MockDatabase, user: UserRecord): Course[] =>
  db.courses.courses.filter((course) => managesCourse(user, course));

export function analyticsHandlers(): HttpHandler[] {
  return [
    route(
      'getCoursesAnalyticsOverview',
      (context) => {
        const courses = ownCourses(context.db, context.user);
        const ids = new Set(courses.map((course) => course.id));
        const from = context.query.get('date_from');
        const to = context.query.get('date_to');
        const enrollments = context.db.payments.enrollments.filter(
          (row) =>
            ids.has(row.course) &&
            ENROLLED(row) &&
            (!from || row.enrolled_at >= from) &&
            (!to || row.enrolled_at.slice(0, 10) <= to),
        );
        const rated = courses
          .map((course) => presentCourse(context.db, course))
          .filter((course) => (course.reviews_count ?? 0) > 0);
        const since = isoDateTime(addDays(new Date(), -30));
        return json<CoursesAnalyticsOverview>({
          total_courses: courses.length,
          published_courses: courses.filter(isPublished).length,
          draft_courses: courses.filter((course) => course.status === 'draft').length,
          total_enrollments: enrollments.length,
          active_enrollments: enrollments.filter((row) => row.status === 'active' || row.status === 'trial').length,
          completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
          average_rating:
            rated.length > 0 ? round2(rated.reduce((sum, course) => sum + (course.average_rating ?? 0), 0) / rated.length) : 0,
          lessons_completed_30d: context.db.progress.lessonCompletions.count(
            (row) => ids.has(row.course) && row.completed_at >= since,
          ),
          total_revenue: money(revenueOf(context.db, ids)),
          currency: 'KES',
          top_courses: courses
            .map((course) => performance(context.db, course))
            .sort((a, b) => b.enrollments - a.enrollments)
            .slice(0, 5),
          generated_at: nowIso(),
        });
      },
      { roles: STAFF },
    ),
    route(
      'getCourseEnrollmentTrends',
      (context) => {
        const problem =
          integerError(context, 'months', 1, 36) ??
          choiceError(context, 'period', ['daily', 'weekly', 'monthly']) ??
          integerError(context, 'course');
        if (problem) return problem;
        const courseId = context.query.get('course');
        const ids = new Set(
          ownCourses(context.db, context.user)
            .filter((course) => !courseId || String(course.id) === courseId)
            .map((course) => course.id),
        );
        const months = Number(context.query.get('months')) || 12;
        const period = (context.query.get('period') ?? 'monthly') as 'daily' | 'weekly' | 'monthly';
        const rows = context.db.payments.enrollments.filter((row) => ids.has(row.course));
        const data =
          period === 'monthly'
            ? monthBuckets(months).map(([start, label]) => ({
                period_start: isoDate(start),
                label,
                enrollments: rows.filter((row) => inBucket(row.enrolled_at, start)).length,
                trials: rows.filter((row) => row.trial_ends_at && inBucket(row.enrolled_at, start)).length,
                completions: rows.filter((row) => inBucket(row.completed_at, start)).length,
              }))
            : dayBuckets(period, months).map((bucket) => ({
                period_start: bucket[0],
                label: bucket[2],
                enrollments: rows.filter((row) => inDays(row.enrolled_at, bucket)).length,
                trials: rows.filter((row) => row.trial_ends_at && inDays(row.enrolled_at, bucket)).length,
                completions: rows.filter((row) => inDays(row.completed_at, bucket)).length,
              }));
        return json<CourseEnrollmentTrends>({
          period,
          course_id: courseId ? Number(courseId) : null,
          start_date: data[0]?.period_start ?? todayIso(),
          end_date: todayIso(),
          total_enrollments: data.reduce((sum, point) => sum + point.enrollments, 0),
          data,
        });
      },
      { roles: STAFF },
    ),
    route(
      'getCourseInstructorDashboard',
      settled<AuthedContext>((context) => {
        const courses = ownCourses(context.db, context.user);
        const ids = new Set(courses.map((course) => course.id));
        const enrollments = context.db.payments.enrollments.filter((row) => ids.has(row.course) && ENROLLED(row));
        const presented = courses.map((course) => presentCourse(context.db, course));
        const rated = presented.filter((course) => (course.reviews_count ?? 0) > 0);
        return json<CourseInstructorDashboard>({
          instructor: userSummary(context.user),
          total_courses: courses.length,
          published_courses: courses.filter(isPublished).length,
          total_students: new Set(enrollments.map((row) => row.user)).size,
          active_students: new Set(
            enrollments.filter((row) => row.status === 'active' || row.status === 'trial').map((row) => row.user),
          ).size,
          average_rating:
            rated.length > 0 ? round2(rated.reduce((sum, course) => sum + (course.average_rating ?? 0), 0) / rated.length) : 0,
          total_reviews: presented.reduce((sum, course) => sum + (course.reviews_count ?? 0), 0),
          // The grading list's 'To grade' queue (status submitted), which the dashboard links to.
          pending_submissions: context.db.progress.submissions.count(
            (submission) =>
              ids.has(context.db.courses.projects.get(submission.project)?.course ?? 0) && submission.status === 'submitted',
          ),
          pending_certificates: context.db.progress.certificates.count(
            (certificate) => ids.has(certificate.course) && certificate.status === 'pending',
          ),
          total_revenue: money(revenueOf(context.db, ids)),
          currency: 'KES',
          courses: courses.map((course) => performance(context.db, course)),
          recent_enrollments: applyOrdering(enrollments, '-enrolled_at')
            .slice(0, 5)
            .map((row) => presentStudentEnrollment(context.db, row)),
          recent_reviews: applyOrdering(
            context.db.progress.reviews.filter((row) => ids.has(row.course)),
            '-created_at',
          )
            .slice(0, 5)
            .map((row) => presentReview(context.db, row, context.user.id)),
        });
      }),
      { roles: STAFF },
    ),
    route(
      'getCoursePlatformOverview',
      ({ db }) => {
        const enrollments = db.payments.enrollments.filter(ENROLLED);
        const since = isoDateTime(addDays(new Date(), -30));
        return json<CoursePlatformOverview>({
          total_courses: db.courses.courses.size,
          total_students: usersOfType(db, 'student').length,
          total_instructors: usersOfType(db, 'teacher').length,
          total_enrollments: enrollments.length,
          active_learners_30d: new Set(
            db.progress.lessonCompletions.filter((row) => row.completed_at >= since).map((row) => row.student),
          ).size,
          lessons_completed: db.progress.lessonCompletions.size,
          certificates_issued: db.progress.certificates.count((certificate) => certificate.status === 'issued'),
          average_completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
          total_revenue: money(revenueOf(db, new Set(db.courses.courses.all().map((course) => course.id)))),
          currency: 'KES',
          courses_by_level: LEVELS.map((level) => ({
            level,
            count: db.courses.courses.count((course) => course.level === level),
          })),
          generated_at: nowIso(),
        });
      },
      { roles: MANAGEMENT },
    ),
  ];
}
