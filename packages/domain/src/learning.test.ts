import { describe, expect, it } from 'vitest';
import {
  courseAccess,
  formatStudyTime,
  isCourseInProgress,
  lessonState,
  orderLessons,
  resumeLesson,
  timeSpentSeconds,
  canResubmitProject,
  hasProjectWork,
  projectHandInBody,
  mayReviewCourse,
} from './learning';

const SLUG = { kind: 'slug', slug: 'javascript-fundamentals' } as const;
const enrolled = (status: string, access: { can_access_course: boolean; balance_due?: string; needs_payment?: boolean }) => ({
  course_id: 2,
  course_slug: 'javascript-fundamentals',
  is_enrolled: true,
  enrollment_id: 9,
  status,
  access_info: { payment_required: false, needs_payment: false, balance_due: '0.00', ...access },
});

describe('course access (service spec §4, §5)', () => {
  it('opens every lesson to an active learner with nothing due', () =>
    expect(courseAccess(enrolled('active', { can_access_course: true }), SLUG)).toEqual({ kind: 'open' }));

  it('opens a trial', () => expect(courseAccess(enrolled('trial', { can_access_course: true }), SLUG)).toEqual({ kind: 'open' }));

  it('asks a learner who is not enrolled to enroll', () => {
    expect(courseAccess({ is_enrolled: false, course_id: 2, course_slug: 'javascript-fundamentals' }, SLUG)).toEqual({
      kind: 'locked',
      step: 'enroll',
    });
    expect(courseAccess(undefined, SLUG)).toEqual({ kind: 'locked', step: 'enroll' });
  });

  it('treats an answer about another course as not enrolled', () => {
    const other = { ...enrolled('active', { can_access_course: true }), course_id: 3, course_slug: 'html-and-css' };
    expect(courseAccess(other, SLUG)).toEqual({ kind: 'locked', step: 'enroll' });
    expect(courseAccess(other, { kind: 'id', id: 2 })).toEqual({ kind: 'locked', step: 'enroll' });
    expect(courseAccess(enrolled('active', { can_access_course: true }), { kind: 'id', id: 2 })).toEqual({ kind: 'open' });
  });

  it('asks to finish payment when a balance is due, even on an active enrollment', () => {
    expect(courseAccess(enrolled('active', { can_access_course: true, balance_due: '4500.00' }), SLUG)).toEqual({
      kind: 'locked',
      step: 'finish_payment',
    });
    expect(courseAccess(enrolled('pending', { can_access_course: false, needs_payment: true }), SLUG)).toEqual({
      kind: 'locked',
      step: 'finish_payment',
    });
  });

  it('asks to upgrade an expired trial', () =>
    expect(courseAccess(enrolled('expired', { can_access_course: false }), SLUG)).toEqual({
      kind: 'locked',
      step: 'upgrade_trial',
    }));

  it('sends a suspended learner with nothing due to their enrollment', () =>
    expect(courseAccess(enrolled('suspended', { can_access_course: false }), SLUG)).toEqual({
      kind: 'locked',
      step: 'view_enrollment',
    }));
});

describe('lesson order and resuming (service spec §7)', () => {
  const lessons = [
    { id: 5, module: 2, topic: 1, order: 1, is_completed: false },
    { id: 3, module: 1, topic: 2, order: 1, is_completed: false },
    { id: 1, module: 1, topic: 1, order: 2, is_completed: true },
    { id: 2, module: 1, topic: 1, order: 1, is_completed: true },
    { id: 9, module: null, topic: null, order: 1, is_completed: false },
  ];
  const moduleOrder = (id: number | null | undefined) => ({ 1: 10, 2: 20 })[id ?? 0] ?? 99;

  it('orders by module, then topic, then order; lessons without a module last', () =>
    expect(orderLessons(lessons, moduleOrder).map((lesson) => lesson.id)).toEqual([2, 1, 3, 5, 9]));

  it('resumes at the first unfinished lesson, or the first when all are done', () => {
    expect(resumeLesson(orderLessons(lessons, moduleOrder))?.id).toBe(3);
    expect(resumeLesson([{ id: 1, order: 1, is_completed: true }])?.id).toBe(1);
    expect(resumeLesson([])).toBeUndefined();
  });

  it('marks lessons done, current, open or locked (free previews stay open)', () => {
    const locked = { kind: 'locked', step: 'enroll' } as const;
    expect(lessonState({ id: 1, order: 1, is_completed: true }, locked, 2)).toBe('done');
    expect(lessonState({ id: 2, order: 2 }, locked, 2)).toBe('locked');
    expect(lessonState({ id: 2, order: 2, is_free_preview: true }, locked, 2)).toBe('current');
    expect(lessonState({ id: 2, order: 2 }, { kind: 'open' }, 2)).toBe('current');
    expect(lessonState({ id: 3, order: 3 }, { kind: 'open' }, 2)).toBe('open');
  });
});

describe('progress figures', () => {
  it('counts a course in progress above 0 and below 100, as the sidebar does', () => {
    expect([0, 0.5, 58.33, 99.99, 100].map(isCourseInProgress)).toEqual([false, true, true, true, false]);
    expect(isCourseInProgress(undefined)).toBe(false);
  });

  it('reports the measured seconds, or 60 when nothing was measured (service spec §9)', () => {
    expect(timeSpentSeconds(95_400)).toBe(95);
    expect(timeSpentSeconds(0)).toBe(60);
    expect(timeSpentSeconds(null)).toBe(60);
    expect(timeSpentSeconds(Number.NaN)).toBe(60);
  });

  it('says study time in minutes and hours', () => {
    expect(formatStudyTime(0)).toBe('0 min');
    expect(formatStudyTime(2_700)).toBe('45 min');
    expect(formatStudyTime(12_000)).toBe('3 h 20 min');
    expect(formatStudyTime(7_200)).toBe('2 h');
  });
});

describe('project hand-ins', () => {
  it('sends the link, the text and the file only when present', () => {
    expect(projectHandInBody(41, { submission_url: ' ', description: '', submission_file: null })).toEqual({ project: 41 });
    const file = new Blob(['zip']);
    expect(
      projectHandInBody(41, { submission_url: ' https://github.com/w/app ', description: 'Done', submission_file: file }),
    ).toEqual({ project: 41, submission_url: 'https://github.com/w/app', description: 'Done', submission_file: file });
  });

  it('needs a link or a file, unless earlier work is already handed in', () => {
    expect(hasProjectWork({ description: 'Only words' })).toBe(false);
    expect(hasProjectWork({ submission_url: 'https://github.com/w/app' })).toBe(true);
    expect(hasProjectWork({ submission_file: new Blob(['x']) })).toBe(true);
    expect(hasProjectWork({ description: 'Fixed the tests' }, true)).toBe(true);
  });

  it('allows handing in again until the work is graded', () => {
    expect(canResubmitProject('submitted')).toBe(true);
    expect(canResubmitProject('under_review')).toBe(true);
    expect(canResubmitProject('resubmission_requested')).toBe(true);
    expect(canResubmitProject('graded')).toBe(false);
  });
});

describe('reviewing a course', () => {
  it('is for a learner enrolled in the course who has completed a lesson of it', () => {
    expect(mayReviewCourse(true, 12.5)).toBe(true);
    expect(mayReviewCourse(true, 100)).toBe(true);
    expect(mayReviewCourse(true, 0)).toBe(false);
    expect(mayReviewCourse(true, undefined)).toBe(false);
    expect(mayReviewCourse(false, 40)).toBe(false);
  });
});
