/** A course and its learners: enrolling, enrollment status and options, outline, statistics, live activity, recommended lessons, updates and announcements. */
import type {
  Course,
  CourseActiveUsers,
  CourseActivityUpdateRequest,
  CourseActivityUpdateResult,
  CourseAnnouncement,
  CourseAnnouncementReadResult,
  CourseAnnouncementRequest,
  CourseEnrollmentOptions,
  CourseEnrollmentStatus,
  CourseEnrollRequest,
  CourseEnrollResponse,
  CourseLiveStats,
  CourseStats,
  CourseStructure,
  CourseStudentProgress,
  CourseUpdate,
  RecommendedLesson,
} from '@ujuzi/api';
import { COURSE_LESSONS_PAGE_SIZE } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import {
  completedLessonIds,
  round2,
  revenueOf,
  percent,
  ENROLLED,
  withManagedCourse,
  withCourse,
  visibleCourse,
  settled,
  pricingInfo,
  limitOf,
  integerError,
  courseStructure,
  ALREADY_ENROLLED,
} from './courses-shared';
import {
  enrollmentFor,
  studentStatus,
  courseProgress,
  accessInfo,
  type EnrollmentMoney,
  presentStudentEnrollment,
  isStaff,
  enrollmentMoney,
  canOpenCourse,
} from '../db/enrollments';
import { enrollUser } from '../db/enrolling';
import type { MockDatabase } from '../db/database';
import {
  isPublished,
  courseSummary,
  lessonsOfCourse,
  presentAnnouncement,
  presentCourse,
  presentLesson,
  type LessonRow,
} from '../db/courses';
import { userSummaryById, userSummary, type UserRecord } from '../db/accounts';
import { money, type EnrollmentRow } from '../db/payments';
import { PAYMENT_PROCESSING_MESSAGE } from '../db/payment-flow';
import type { ActivityRow } from '../db/progress';
import { isoDateTime, nowIso, todayIso } from '../db/time';
import { STAFF } from '../kit/crud';
import { listPage, applyOrdering, paginate } from '../kit/list';
import { fieldErrors, detail, json, created, notFound } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';

export function enrollmentStatusOf(db: MockDatabase, user: UserRecord, course: Course): CourseEnrollmentStatus {
  const enrollment = enrollmentFor(db, user.id, course.id);
  if (!enrollment) {
    return {
      course_id: course.id,
      course_slug: course.slug,
      is_enrolled: false,
      enrollment_id: null,
      status: null,
      progress: 0,
      access_info: {
        can_access_course: false,
        needs_payment: course.pricing_type !== 'free',
        payment_required: false,
        balance_due: '0.00',
      },
    };
  }
  return {
    course_id: course.id,
    course_slug: course.slug,
    is_enrolled: true,
    enrollment_id: enrollment.id,
    status: studentStatus(enrollment.status),
    progress: courseProgress(db, user.id, course.id).progress,
    access_info: accessInfo(db, enrollment),
  };
}

export function recommendedLessons(db: MockDatabase, user: UserRecord, course: Course, limit: number): RecommendedLesson[] {
  const lessons = lessonsOfCourse(db, course.id, { publishedOnly: true });
  const done = completedLessonIds(db, user, course.id);
  const modules = new Map(
    db.courses.modules.filter((module) => module.course === course.id).map((module) => [module.id, module.title]),
  );
  const shape = (lesson: LessonRow, reason: RecommendedLesson['reason']): RecommendedLesson => ({
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    module_title: lesson.module ? (modules.get(lesson.module) ?? null) : null,
    lesson_type: lesson.lesson_type,
    duration_minutes: lesson.duration_minutes ?? 0,
    reason,
  });
  const next = lessons.findIndex((lesson) => !done.has(lesson.id));
  const picks: RecommendedLesson[] = [];
  if (next >= 0) picks.push(shape(lessons[next] as LessonRow, 'next_in_sequence'));
  for (const lesson of lessons.slice(next + 1))
    if (!done.has(lesson.id) && picks.length < Math.ceil(limit / 2)) picks.push(shape(lesson, 'incomplete'));
  for (const lesson of lessons.filter((candidate) => done.has(candidate.id) && candidate.lesson_type === 'code').slice(-2))
    picks.push(shape(lesson, 'review'));
  if (picks.length === 0)
    for (const lesson of lessons.filter((candidate) => candidate.is_free_preview)) picks.push(shape(lesson, 'popular'));
  return picks.slice(0, limit);
}

export function courseStats(db: MockDatabase, course: Course): CourseStats {
  const enrollments = db.payments.enrollments.filter((row) => row.course === course.id && ENROLLED(row));
  const progress = enrollments.map((row) => courseProgress(db, row.user, course.id).progress);
  const presented = presentCourse(db, course);
  return {
    course_id: course.id,
    enrolled_count: enrollments.length,
    active_students: enrollments.filter((row) => row.status === 'active').length,
    trial_count: enrollments.filter((row) => row.status === 'trial').length,
    completed_count: enrollments.filter((row) => row.status === 'completed').length,
    completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
    average_progress: progress.length > 0 ? round2(progress.reduce((sum, value) => sum + value, 0) / progress.length) : 0,
    average_rating: presented.average_rating ?? 0,
    reviews_count: presented.reviews_count ?? 0,
    lessons_count: presented.lessons_count ?? 0,
    certificates_issued: db.progress.certificates.count(
      (certificate) => certificate.course === course.id && certificate.status === 'issued',
    ),
    total_revenue: money(revenueOf(db, new Set([course.id]))),
    currency: 'KES',
  };
}

const activityWindow = (): string => isoDateTime(new Date(Date.now() - 5 * 60000));

// ---------------------------------------------------------------------------------------------
// Handlers.
function enrollResponse(db: MockDatabase, row: EnrollmentRow, message: string): CourseEnrollResponse {
  const figures: EnrollmentMoney = enrollmentMoney(db, row);
  const access = accessInfo(db, row, figures);
  return {
    success: true,
    message,
    enrollment: presentStudentEnrollment(db, row),
    requires_payment: access.payment_required || (row.status === 'payment_pending' && !row.is_free),
    payment_enrollment_id: row.id,
  };
}

export function courseLearnerHandlers(): HttpHandler[] {
  return [
    route(
      'enrollInCourse',
      settled(
        withCourse<AuthedContext>(async (context, course) => {
          const input = await context.body<CourseEnrollRequest>();
          if (input instanceof Response) return input;
          const outcome = enrollUser(context.db, context.user, course, {
            planId: input.payment_plan,
            discountCode: input.discount_code || null,
            offeringId: input.course_offering,
            startTrial: input.start_trial,
          });
          if (outcome.kind === 'invalid') return fieldErrors(outcome.errors);
          if (outcome.kind === 'already') return detail(400, ALREADY_ENROLLED);
          if (outcome.kind === 'processing') return detail(400, PAYMENT_PROCESSING_MESSAGE);
          const row = outcome.row;
          const message =
            row.status === 'active'
              ? `You are enrolled in ${course.title}. Karibu!`
              : row.status === 'trial'
                ? `Your trial of ${course.title} has started.`
                : `Enrollment created. Complete payment to access ${course.title}.`;
          return json<CourseEnrollResponse>(enrollResponse(context.db, row, message), 201);
        }),
      ),
    ),
    route(
      'getCourseEnrollmentOptions',
      settled(
        withCourse<AuthedContext>((context, course) => {
          const enrollment = enrollmentFor(context.db, context.user.id, course.id);
          const pricing = pricingInfo(context.db, course);
          const offerings = context.db.courses.offerings.filter(
            (offering) =>
              offering.course.id === course.id &&
              offering.is_active &&
              ['open', 'upcoming', 'in_progress'].includes(offering.status),
          );
          const reason = enrollment
            ? 'You are already enrolled in this course.'
            : !isPublished(course)
              ? 'This course is not open for enrollment.'
              : context.user.user_type !== 'student'
                ? 'Only students can enroll in courses.'
                : null;
          return json<CourseEnrollmentOptions>({
            course_id: course.id,
            pricing_type: course.pricing_type,
            price: pricing.discounted_price ?? pricing.price,
            currency: course.currency,
            is_enrolled: !!enrollment,
            enrollment_id: enrollment?.id ?? null,
            can_enroll: reason === null,
            reason,
            trial_available: pricing.trial_available,
            trial_days: pricing.trial_days,
            payment_plans: pricing.payment_plans,
            offerings: offerings.map((offering) => ({
              ...offering,
              course: courseSummary(course),
              enrolled_count: context.db.payments.enrollments.count(
                (row) => row.course_offering === offering.id && ENROLLED(row),
              ),
            })),
          });
        }),
      ),
    ),
    route(
      'getCourseEnrollmentStatus',
      settled(
        withCourse<AuthedContext>((context, course) =>
          json<CourseEnrollmentStatus>(enrollmentStatusOf(context.db, context.user, course)),
        ),
      ),
    ),
    route(
      'getCourseStats',
      withManagedCourse((context, course) => json<CourseStats>(courseStats(context.db, course))),
      { roles: STAFF },
    ),
    route(
      'listCourseStudentProgress',
      withManagedCourse((context, course) => {
        const rows: CourseStudentProgress[] = context.db.payments.enrollments
          .filter((row) => row.course === course.id && ENROLLED(row))
          .map((row) => {
            const progress = courseProgress(context.db, row.user, course.id);
            return {
              enrollment_id: row.id,
              student: userSummaryById(context.db, row.user),
              status: studentStatus(row.status),
              progress: progress.progress,
              completed_lessons: progress.completed,
              total_lessons: progress.total,
              time_spent_seconds: progress.timeSpent,
              last_accessed_at: row.last_accessed_at ?? progress.lastCompletedAt,
              enrolled_at: row.enrolled_at,
            };
          });
        const page = listPage(context, rows, { search: ['student.get_full_name', 'student.username'], ordering: '-progress' });
        return json(page);
      }),
      { roles: STAFF },
    ),
    route(
      'listCourseLessons',
      settled(
        withCourse<AuthedContext>((context, course) => {
          const problem = integerError(context, 'module');
          if (problem) return problem;
          const staff = isStaff(context.user);
          const open = canOpenCourse(context.db, context.user, course);
          const done = completedLessonIds(context.db, context.user, course.id);
          let lessons = lessonsOfCourse(context.db, course.id, { publishedOnly: !staff });
          const module = context.query.get('module');
          if (module) lessons = lessons.filter((lesson) => String(lesson.module) === module);
          const ordering = context.query.get('ordering');
          const presented = lessons.map((lesson) =>
            presentLesson(context.db, lesson, { content: open || lesson.is_free_preview, completed: done.has(lesson.id) }),
          );
          const ordered = ordering && !ordering.includes('module__order') ? applyOrdering(presented, ordering) : presented;
          return json(paginate(context.url, ordered, COURSE_LESSONS_PAGE_SIZE));
        }),
      ),
    ),
    route(
      'getCourseStructure',
      withCourse<AuthedContext>((context, course) => json<CourseStructure>(courseStructure(context.db, context.user, course))),
    ),
    route(
      'getCourseLiveStats',
      withManagedCourse((context, course) => {
        const recent = context.db.progress.activity.filter((row) => row.course === course.id && row.at >= activityWindow());
        const latest = new Map<number, (typeof recent)[number]>();
        for (const row of recent) latest.set(row.user, row);
        const today = todayIso();
        return json<CourseLiveStats>({
          course_id: course.id,
          active_users: latest.size,
          watching_video: [...latest.values()].filter((row) => row.activity_type === 'watching_video').length,
          coding: [...latest.values()].filter((row) => row.activity_type === 'coding').length,
          active_study_sessions: context.db.progress.studySessions.count(
            (session) => session.course === course.id && session.is_active,
          ),
          lessons_completed_today: context.db.progress.lessonCompletions.count(
            (row) => row.course === course.id && row.completed_at.startsWith(today),
          ),
          enrollments_today: context.db.payments.enrollments.count(
            (row) => row.course === course.id && row.enrolled_at.startsWith(today),
          ),
          timestamp: nowIso(),
        });
      }),
      { roles: STAFF },
    ),
    route(
      'listCourseActiveUsers',
      withManagedCourse((context, course) => {
        const latest = new Map<number, ActivityRow>();
        for (const row of context.db.progress.activity.filter(
          (candidate) => candidate.course === course.id && candidate.at >= activityWindow(),
        ))
          latest.set(row.user, row);
        const users = [...latest.values()].map((row) => ({
          user: userSummaryById(context.db, row.user),
          activity_type: row.activity_type,
          lesson_id: row.lesson,
          lesson_title: row.lesson ? (context.db.courses.lessons.get(row.lesson)?.title ?? null) : null,
          last_activity_at: row.at,
        }));
        return json<CourseActiveUsers>({ course_id: course.id, count: users.length, users });
      }),
      { roles: STAFF },
    ),
    route(
      'updateCourseActivity',
      withCourse<AuthedContext>(async (context, course) => {
        const input = await context.body<CourseActivityUpdateRequest>();
        if (input instanceof Response) return input;
        if (!isStaff(context.user) && !enrollmentFor(context.db, context.user.id, course.id)) return context.deny();
        if (
          input.lesson !== undefined &&
          input.lesson !== null &&
          context.db.courses.lessons.get(input.lesson)?.course !== course.id
        )
          return fieldErrors({ lesson: 'This lesson is not part of the course.' });
        const at = nowIso();
        context.db.progress.activity.removeWhere((row) => row.at < isoDateTime(new Date(Date.now() - 24 * 3600000)));
        context.db.progress.activity.insert({
          user: context.user.id,
          course: course.id,
          activity_type: input.activity_type,
          lesson: input.lesson ?? null,
          at,
          time_spent_seconds: input.time_spent_seconds ?? 0,
        });
        const enrollment = enrollmentFor(context.db, context.user.id, course.id);
        if (enrollment)
          context.db.payments.enrollments.update(enrollment.id, {
            last_accessed_at: at,
            last_lesson: input.lesson ?? enrollment.last_lesson,
          });
        const active = new Set(
          context.db.progress.activity
            .filter((row) => row.course === course.id && row.at >= activityWindow())
            .map((row) => row.user),
        ).size;
        return json<CourseActivityUpdateResult>({ success: true, last_activity_at: at, active_users: active });
      }),
    ),
    route(
      'listCourseRecommendedLessons',
      withCourse<AuthedContext>((context, course) => {
        const problem = integerError(context, 'limit', 1, 20);
        return (
          problem ?? json<RecommendedLesson[]>(recommendedLessons(context.db, context.user, course, limitOf(context, 5, 20)))
        );
      }),
    ),
    route(
      'listCourseUpdates',
      withCourse<AuthedContext>((context, course) =>
        json(
          paginate(
            context.url,
            applyOrdering(
              context.db.courses.updates.filter((row) => row.course === course.id),
              '-created_at',
            ) as CourseUpdate[],
          ),
        ),
      ),
    ),
    route(
      'listCourseAnnouncements',
      withCourse<AuthedContext>((context, course) => {
        const rows = context.db.courses.announcements
          .filter((row) => row.course === course.id)
          .map((row) => presentAnnouncement(row, context.user.id));
        return json(paginate(context.url, applyOrdering(rows, '-is_pinned,-created_at')));
      }),
    ),
    route(
      'createCourseAnnouncement',
      withManagedCourse(async (context, course) => {
        const input = await context.body<CourseAnnouncementRequest>();
        if (input instanceof Response) return input;
        const stamp = nowIso();
        const row = context.db.courses.announcements.insert({
          course: course.id,
          title: input.title,
          content: input.content,
          priority: input.priority ?? 'normal',
          is_pinned: input.is_pinned ?? false,
          author: userSummary(context.user),
          read_by: [],
          created_at: stamp,
          updated_at: stamp,
        });
        context.db.courses.updates.insert({
          course: course.id,
          update_type: 'new_announcement',
          title: input.title,
          description: input.content.slice(0, 140),
          object_id: row.id,
          created_by: userSummary(context.user),
          created_at: stamp,
        });
        return created<CourseAnnouncement>(presentAnnouncement(row, context.user.id));
      }),
      { roles: STAFF },
    ),
    route('markCourseAnnouncementAsRead', (context) => {
      const row = context.db.courses.announcements.get(context.id());
      if (!row || !visibleCourse(context.db, context.user, row.course)) return notFound();
      if (!row.read_by.includes(context.user.id))
        context.db.courses.announcements.update(row.id, { read_by: [...row.read_by, context.user.id] });
      return json<CourseAnnouncementReadResult>({
        success: true,
        message: 'Announcement marked as read.',
        announcement_id: row.id,
        read_at: nowIso(),
      });
    }),
  ];
}
