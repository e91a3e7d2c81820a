/**
 * The completion rule of the mock backend: however a learner's course completes (the last lesson
 * marked, lessons or modules in bulk, staff setting the enrollment completed), exactly one pending
 * certificate follows, which staff then issue.
 */
import type { CourseCertificate, Lesson, StudentEnrollment } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

const COURSE = 'javascript-fundamentals';

const courseId = (slug: string): number => getMockDatabase().courses.courses.find((row) => row.slug === slug)?.id ?? 0;

/** The demo student's certificates of a course, from the database (whatever the status). */
function certificatesOf(slug: string): { status: string; enrollment?: number | null }[] {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  return db.progress.certificates.filter((row) => row.student === student?.id && row.course === courseId(slug));
}

async function openLessons(): Promise<Lesson[]> {
  const lessons = await call<TestPage<Lesson>>('GET', `/courses/courses/${courseId(COURSE)}/lessons/`, {
    as: 'student',
    query: { page_size: 100 },
  });
  return lessons.body.results.filter((lesson) => !lesson.is_completed);
}

describe('a learner completing a course', () => {
  it('creates a pending certificate when the last lesson is marked complete, and only then', async () => {
    const open = await openLessons();
    expect(open.length).toBeGreaterThan(1);
    expect(certificatesOf(COURSE)).toEqual([]);

    for (const lesson of open.slice(0, -1))
      await call('POST', `/courses/lessons/${lesson.id}/mark_complete/`, { as: 'student', body: {} });
    expect(certificatesOf(COURSE)).toEqual([]);

    const last = await call<{ course_completed: boolean }>('POST', `/courses/lessons/${open.at(-1)?.id}/mark_complete/`, {
      as: 'student',
      body: {},
    });
    expect(last.body.course_completed).toBe(true);
    expect(certificatesOf(COURSE).map((row) => row.status)).toEqual(['pending']);

    // Marking a lesson again does not make a second one.
    await call('POST', `/courses/lessons/${open.at(-1)?.id}/mark_complete/`, { as: 'student', body: {} });
    expect(certificatesOf(COURSE)).toHaveLength(1);

    const mine = await call<TestPage<CourseCertificate>>('GET', '/courses/certificates/my-certificates/', { as: 'student' });
    expect(mine.body.results.find((row) => row.course.slug === COURSE)?.status).toBe('pending');
  });

  it('creates it when the last lessons are completed through modules in bulk', async () => {
    const modules = [...new Set((await openLessons()).map((lesson) => lesson.module).filter((id) => id !== null))];
    const done = await call('POST', '/courses/module-completions/bulk_complete/', {
      as: 'student',
      body: { module_ids: modules },
    });
    expect(done.status).toBe(200);
    expect(certificatesOf(COURSE).map((row) => row.status)).toEqual(['pending']);
  });

  it('creates it when staff set the enrollment completed, and issuing from the enrollment uses that one', async () => {
    const enrollments = await call<TestPage<StudentEnrollment>>('GET', '/courses/student-enrollments/', {
      as: 'admin',
      query: { course: courseId(COURSE), page_size: 100 },
    });
    const student = getMockDatabase().accounts.users.find((user) => user.username === 'student');
    const enrollment = enrollments.body.results.find((row) => row.student.id === student?.id);
    expect(enrollment?.status).toBe('active');

    const patched = await call('PATCH', `/courses/student-enrollments/${enrollment?.id}/`, {
      as: 'admin',
      body: { status: 'completed' },
    });
    expect(patched.status).toBe(200);
    expect(certificatesOf(COURSE)).toEqual([expect.objectContaining({ status: 'pending', enrollment: enrollment?.id })]);

    const issued = await call<CourseCertificate>('POST', `/courses/student-enrollments/${enrollment?.id}/issue_certificate/`, {
      as: 'admin',
      body: {},
    });
    expect(issued.status).toBe(201);
    expect(issued.body.status).toBe('issued');
    expect(certificatesOf(COURSE).map((row) => row.status)).toEqual(['issued']);

    const again = await call<{ detail: string }>('POST', `/courses/student-enrollments/${enrollment?.id}/issue_certificate/`, {
      as: 'admin',
      body: {},
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('A certificate has already been issued for this enrollment.');
  });
});
