import type { CourseGrade, PeerReview, Rubric } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { tokenFor } from '../testing';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

describe('course grades', () => {
  it('shows students only their own grades and derives the letter grade from the score', async () => {
    const mine = await call<TestPage<CourseGrade>>('GET', '/assessments/course-grades/', { as: 'student' });
    expect(mine.body.count).toBeGreaterThan(0);
    expect(mine.body.results.every((grade) => grade.student.username === 'student')).toBe(true);

    const teacherCourse = getMockDatabase().courses.courses.find(
      (row) => row.instructor?.username === 'teacher' && row.status === 'published',
    );
    const student = getMockDatabase().accounts.users.find(
      (user) =>
        user.user_type === 'student' &&
        !getMockDatabase().learning.courseGrades.some((grade) => grade.student === user.id && grade.course === teacherCourse?.id),
    );
    const created = await call<CourseGrade>('POST', '/assessments/course-grades/', {
      as: 'teacher',
      body: { student: student?.id, course: teacherCourse?.id, score: 77, override_reason: 'Marked by hand.' },
    });
    expect(created.body).toMatchObject({
      letter_grade: 'A-',
      grade_points: 11,
      is_passed: true,
      graded_by: expect.objectContaining({ username: 'teacher' }),
    });
    expect(
      (
        await call('POST', '/assessments/course-grades/', {
          as: 'teacher',
          body: { student: student?.id, course: teacherCourse?.id, score: 60 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/assessments/course-grades/', {
          as: 'student',
          body: { student: student?.id, course: teacherCourse?.id, score: 99 },
        })
      ).status,
    ).toBe(403);
  });
  it('keeps what a grade is drawn from, and asks a staff override for its reason', async () => {
    const grades = await call<TestPage<CourseGrade>>('GET', '/assessments/course-grades/', { as: 'teacher' });
    const grade = grades.body.results[0];
    expect(grade?.components.length).toBeGreaterThan(0);
    const path = `/assessments/course-grades/${grade?.id}/`;
    const score = grade?.score === 40 ? 41 : 40;
    const refused = await call<Record<string, string[]>>('PATCH', path, { as: 'teacher', body: { score } });
    expect(refused.status).toBe(400);
    expect(refused.body.override_reason).toEqual(['Give the reason for overriding the computed grade.']);
    const saved = await call<CourseGrade>('PATCH', path, {
      as: 'teacher',
      body: { score, override_reason: 'Re-marked after moderation.' },
    });
    expect(saved.body).toMatchObject({
      score,
      is_overridden: true,
      override_reason: 'Re-marked after moderation.',
      is_passed: false,
    });
  });
});

describe('peer reviews', () => {
  it('lets the assigned reviewer read the submission under review, and no other classmate', async () => {
    const review = getMockDatabase().learning.peerReviews.all()[0];
    const reviewer = getMockDatabase().accounts.users.get(review?.reviewer);
    const stranger = getMockDatabase().accounts.users.find(
      (user) => user.user_type === 'student' && user.id !== review?.reviewer && user.id !== review?.reviewee,
    );
    const path = `/courses/project-submissions/${review?.submission}/`;
    expect((await call('GET', path, { token: tokenFor(reviewer?.username ?? '') })).status).toBe(200);
    expect((await call('GET', path, { token: tokenFor(stranger?.username ?? '') })).status).toBe(404);
  });

  it('lets only the assigned reviewer submit, scoring every rubric criterion within its points', async () => {
    const pending = getMockDatabase().learning.peerReviews.find((row) => row.status === 'pending' && row.rubric !== null);
    const reviewer = getMockDatabase().accounts.users.get(pending?.reviewer);
    const rubric = await call<Rubric>('GET', `/assessments/rubrics/${pending?.rubric}/`, { as: 'student' });
    const token = tokenFor(reviewer?.username ?? '');
    const scores = rubric.body.criteria.map((criterion) => ({ criterion: criterion.id, points: criterion.points }));
    const body = { scores, overall_feedback: 'Clear README and tidy commits.' };
    expect((await call('POST', `/assessments/peer-reviews/${pending?.id}/submit/`, { as: 'teacher', body })).status).toBe(403);
    expect(
      (
        await call('POST', `/assessments/peer-reviews/${pending?.id}/submit/`, {
          token,
          body: { ...body, scores: scores.slice(1) },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/assessments/peer-reviews/${pending?.id}/submit/`, {
          token,
          body: { ...body, scores: [{ ...scores[0], points: 1000 }, ...scores.slice(1)] },
        })
      ).status,
    ).toBe(400);
    const submitted = await call<PeerReview>('POST', `/assessments/peer-reviews/${pending?.id}/submit/`, { token, body });
    expect(submitted.body).toMatchObject({ status: 'submitted', total_score: rubric.body.total_points });
    expect((await call('POST', `/assessments/peer-reviews/${pending?.id}/submit/`, { token, body })).status).toBe(400);
  });

  it('hides the reviewer of an anonymous review from the reviewee', async () => {
    const anonymous = getMockDatabase().learning.peerReviews.find((row) => row.is_anonymous === true);
    const reviewee = getMockDatabase().accounts.users.get(anonymous?.reviewee);
    const seen = await call<PeerReview>('GET', `/assessments/peer-reviews/${anonymous?.id}/`, {
      token: tokenFor(reviewee?.username ?? ''),
    });
    expect(seen.body.reviewer.get_full_name).toBe('Anonymous reviewer');
  });
});
