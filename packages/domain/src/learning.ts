/**
 * Learning rules (service spec §4, §5, §9): who may read a course's lessons and what a locked course
 * offers next, the order lessons are studied in, where a learner resumes, and the time a completion
 * reports. Built on the enrollment rules of ./enrollment, never a copy of them.
 */
import { DEFAULT_LESSON_TIME_SPENT_SECONDS } from './constants';
import {
  canAccessCourse,
  enrollmentMatchesCourse,
  flowTypeOfEnrollment,
  nextEnrollmentStep,
  requiresPayment,
  type AccessInfo,
} from './enrollment';
import type { CourseIdentifier } from './validation';

/** The caller's enrollment in one course as `courses/{id}/enrollment_status` answers it. */
export interface CourseEnrollmentStatusLike {
  course_id?: number | null;
  course_slug?: string | null;
  is_enrolled: boolean;
  enrollment_id?: number | null;
  status?: string | null;
  access_info?: AccessInfo | null;
}

/** What a locked course offers as its one next step; each leads into the enrollment flow. */
export type LockedCourseStep = 'enroll' | 'finish_payment' | 'upgrade_trial' | 'view_enrollment';

export type CourseAccess = { kind: 'open' } | { kind: 'locked'; step: LockedCourseStep };

/** The words of each next step, for the button that leads to `/dashboard/courses/enroll/:slug`. */
export const LOCKED_COURSE_STEP_LABELS: Record<LockedCourseStep, string> = {
  enroll: 'Enroll to unlock the lessons',
  finish_payment: 'Finish payment to unlock the lessons',
  upgrade_trial: 'Upgrade your trial to unlock the lessons',
  view_enrollment: 'Check your enrollment',
};

/**
 * §4: a learner with access (the server says the course can be accessed and no balance is due, or a
 * trial) reads every lesson. Without it the course is locked with one next step: enroll when not
 * enrolled; finish payment when a balance or payment is due; upgrade when the trial is over; otherwise
 * see the enrollment (it waits on the school). §5: an answer about another course is not enrolled.
 */
export function courseAccess(answer: CourseEnrollmentStatusLike | null | undefined, identifier: CourseIdentifier): CourseAccess {
  if (!answer?.is_enrolled) return { kind: 'locked', step: 'enroll' };
  const record = {
    id: answer.enrollment_id ?? null,
    status: answer.status ?? null,
    access_info: answer.access_info ?? null,
    course_slug: answer.course_slug ?? null,
    course: { id: answer.course_id ?? null, slug: answer.course_slug ?? null },
  };
  if (!enrollmentMatchesCourse(record, identifier)) return { kind: 'locked', step: 'enroll' };
  if (canAccessCourse(record)) return { kind: 'open' };
  const next = nextEnrollmentStep(flowTypeOfEnrollment(record), { enrollment: record });
  switch (next.kind) {
    case 'pay':
    case 'finish_payment':
      return { kind: 'locked', step: 'finish_payment' };
    case 'upgrade_trial':
      return { kind: 'locked', step: 'upgrade_trial' };
    case 'enroll':
      return { kind: 'locked', step: 'enroll' };
    default:
      // A pending enrollment that still owes money waits on the payment, not on the school.
      return { kind: 'locked', step: requiresPayment(record) ? 'finish_payment' : 'view_enrollment' };
  }
}

/** A lesson as far as its place in the course goes (service spec §3). */
export interface PlacedLesson {
  id: number;
  module?: number | null;
  topic?: number | null;
  order: number;
  is_completed?: boolean | null;
  is_free_preview?: boolean | null;
}

/** Where a module or topic stands in the course: its own order (lessons without one come last). */
export type OrderOf = (id: number | null | undefined) => number;

const LAST = Number.MAX_SAFE_INTEGER;

/** §7: a course's lessons are studied by module, then topic, then the lesson's order. */
export function orderLessons<L extends PlacedLesson>(
  lessons: readonly L[],
  moduleOrder: OrderOf = (id) => id ?? LAST,
  topicOrder: OrderOf = (id) => id ?? LAST,
): L[] {
  return [...lessons].sort(
    (a, b) =>
      moduleOrder(a.module) - moduleOrder(b.module) ||
      topicOrder(a.topic) - topicOrder(b.topic) ||
      a.order - b.order ||
      a.id - b.id,
  );
}

/** Reopening a course resumes at the first unfinished lesson (of the ordered list); the first when all are done. */
export function resumeLesson<L extends PlacedLesson>(ordered: readonly L[]): L | undefined {
  return ordered.find((lesson) => !lesson.is_completed) ?? ordered[0];
}

export type LessonState = 'done' | 'current' | 'locked' | 'open';

/**
 * A lesson's state in the outline: done when completed; locked when the course is locked and the lesson
 * is no free preview; current for the lesson the learner resumes at; open otherwise.
 */
export function lessonState(lesson: PlacedLesson, access: CourseAccess, resumeId: number | undefined): LessonState {
  if (lesson.is_completed) return 'done';
  if (access.kind === 'locked' && !lesson.is_free_preview) return 'locked';
  return lesson.id === resumeId ? 'current' : 'open';
}

/** Client spec §5: a course counts as in progress (the sidebar's counter) above 0 and below 100. */
export const isCourseInProgress = (progress: number | null | undefined): boolean =>
  typeof progress === 'number' && progress > 0 && progress < 100;

/** §9: a completion reports the whole seconds measured, or 60 when nothing could be measured. */
export const timeSpentSeconds = (measuredMs: number | null | undefined): number => {
  const seconds = Math.round((measuredMs ?? 0) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_LESSON_TIME_SPENT_SECONDS;
};

/** Seconds as the progress screens say them: '45 min', '3 h 20 min', '0 min'. */
export function formatStudyTime(seconds: number | null | undefined): string {
  const minutes = Math.round((seconds ?? 0) / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A project submission's review state (the contract's ProjectSubmissionStatus). */
export type ProjectSubmissionState = 'submitted' | 'under_review' | 'graded' | 'resubmission_requested';

/** The contract: a learner may hand in again until the work is graded, or when the grader asks for it. */
export const canResubmitProject = (status: ProjectSubmissionState): boolean => status !== 'graded';

export interface ProjectHandIn {
  submission_url?: string | null;
  description?: string | null;
  submission_file?: Blob | null;
}

/** Service spec §6: a submission sends the URL, the description and the file only when present. */
export function projectHandInBody<P extends number>(
  project: P,
  { submission_url, description, submission_file }: ProjectHandIn,
): { project: P; submission_url?: string; description?: string; submission_file?: Blob } {
  const url = submission_url?.trim();
  const text = description?.trim();
  return {
    project,
    ...(url ? { submission_url: url } : {}),
    ...(text ? { description: text } : {}),
    ...(submission_file ? { submission_file } : {}),
  };
}

/** The contract's rule that a hand-in carries work: a link or a file (the text alone is not enough). */
export const PROJECT_MESSAGES = {
  linkOrFile: 'Add a link to your work or attach a file.',
} as const;

export const hasProjectWork = (handIn: ProjectHandIn, alreadyHandedIn = false): boolean =>
  alreadyHandedIn || !!handIn.submission_url?.trim() || !!handIn.submission_file;

/** The course review rule (issue #16): a learner reviews a course once enrolled in it and a lesson of it is completed. */
export const REVIEW_MESSAGES = {
  completeLessonFirst: 'Complete a lesson of this course to review it.',
} as const;

export const mayReviewCourse = (enrolled: boolean, progress: number | null | undefined): boolean =>
  enrolled && (progress ?? 0) > 0;
