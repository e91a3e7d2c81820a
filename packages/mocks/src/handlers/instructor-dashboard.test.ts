/** The teacher's dashboard figures agree with the grading queues they link to, before and after grading. */
import type {
  AssessmentAttempt,
  AssessmentAttemptBulkGradeResult,
  CourseInstructorDashboard,
  LearningInstructorDashboard,
  ProjectSubmission,
} from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

const courseDashboard = async () =>
  (await call<CourseInstructorDashboard>('GET', '/courses/course-analytics/instructor_dashboard/', { as: 'teacher' })).body;
const learningDashboard = async () =>
  (await call<LearningInstructorDashboard>('GET', '/learning/dashboard/instructor/', { as: 'teacher' })).body;
const submissionsToGrade = async () =>
  (await call<TestPage<ProjectSubmission>>('GET', '/courses/project-submissions/?status=submitted', { as: 'teacher' })).body;
const attemptsToGrade = async () =>
  (await call<TestPage<AssessmentAttempt>>('GET', '/learning/assessment-attempts/?status=submitted', { as: 'teacher' })).body;

describe("the teacher's dashboard", () => {
  it('counts the project submissions the "To grade" queue lists, and one fewer once one is graded', async () => {
    const queue = await submissionsToGrade();
    expect(queue.count).toBeGreaterThan(0);
    expect((await courseDashboard()).pending_submissions).toBe(queue.count);
    const first = queue.results[0] as ProjectSubmission;
    const graded = await call('PATCH', `/courses/project-submissions/${first.id}/grade/`, {
      as: 'teacher',
      body: { grade: 80, feedback: 'Well done.', is_completed: true },
    });
    expect(graded.status).toBe(200);
    expect((await courseDashboard()).pending_submissions).toBe(queue.count - 1);
    expect((await submissionsToGrade()).count).toBe(queue.count - 1);
  });

  it('counts the attempts the "To grade" queue lists, and none once they are bulk graded', async () => {
    const queue = await attemptsToGrade();
    expect(queue.count).toBeGreaterThan(0);
    expect((await learningDashboard()).pending_grading).toBe(queue.count);
    const result = await call<AssessmentAttemptBulkGradeResult>('POST', '/learning/bulk/grade-attempts/', {
      as: 'teacher',
      body: { attempt_ids: queue.results.map((attempt) => attempt.id) },
    });
    expect(result.body.graded_count).toBe(queue.results.length);
    expect((await learningDashboard()).pending_grading).toBe(queue.count - queue.results.length);
    expect((await attemptsToGrade()).count).toBe(queue.count - queue.results.length);
  });

  it("lists the latest reviews of the teacher's own courses, newest first", async () => {
    const dashboard = await courseDashboard();
    const own = new Set(dashboard.courses.map((entry) => entry.course.id));
    const reviews = dashboard.recent_reviews ?? [];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => own.has(review.course))).toBe(true);
    const stamps = reviews.map((review) => review.created_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const seeded = getMockDatabase().progress.reviews.filter((row) => own.has(row.course)).length;
    expect(reviews.length).toBe(Math.min(5, seeded));
  });
});
