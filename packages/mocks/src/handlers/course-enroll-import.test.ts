import type { CourseBulkEnrollResult, CourseImportResult } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { enrollmentFor } from '../db/enrollments';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const upload = (text: string, name: string, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.set('file', new File([text], name));
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

describe('bulk enroll', () => {
  it('answers one outcome per learner and course: enrolled, already enrolled or failed with the reason', async () => {
    const db = getMockDatabase();
    const course = db.courses.courses.find((row) => row.status === 'published' && row.pricing_type === 'free');
    const [enrolledBefore, fresh] = db.accounts.users.filter(
      (user) => user.user_type === 'student' && user.is_active && !enrollmentFor(db, user.id, course?.id ?? 0),
    );
    const teacher = db.accounts.users.find((user) => user.user_type === 'teacher');
    if (!course || !enrolledBefore || !fresh || !teacher) throw new Error('seed');
    const ids = { course_ids: [course.id], student_ids: [enrolledBefore.id] };
    await call('POST', '/courses/courses/bulk_enroll/', { as: 'admin', body: ids });

    const answer = await call<CourseBulkEnrollResult>('POST', '/courses/courses/bulk_enroll/', {
      as: 'admin',
      body: { course_ids: [course.id], student_ids: [enrolledBefore.id, fresh.id, teacher.id] },
    });
    expect(answer.body).toMatchObject({ enrolled_count: 1, skipped_count: 1, failed_count: 1 });
    expect(answer.body.results?.map((row) => [row.student_id, row.status, row.error ?? null])).toEqual([
      [enrolledBefore.id, 'already_enrolled', null],
      [fresh.id, 'enrolled', null],
      [teacher.id, 'failed', `User ${teacher.id} is not a student.`],
    ]);
  });
});

describe('course import', () => {
  it('reads back a course export as a draft', async () => {
    const course = getMockDatabase().courses.courses.find((row) => row.status === 'published');
    const exported = await call<string>('GET', `/courses/courses/${course?.id}/export/`, { as: 'admin' });
    const text = typeof exported.body === 'string' ? exported.body : JSON.stringify(exported.body);
    const document = JSON.parse(text) as { course: { slug: string } };
    expect(document).toMatchObject({ course: { slug: course?.slug } });

    const answer = await call<CourseImportResult>('POST', '/courses/courses/import/', {
      as: 'admin',
      body: upload(JSON.stringify({ ...document, course: { ...document.course, slug: 'a-new-slug' } }), 'course.json'),
    });
    expect(answer.body.errors).toEqual([]);
    expect(answer.body).toMatchObject({ imported_count: 1, skipped_count: 0 });
    expect(answer.body.courses[0]?.title).toBe(course?.title);
    expect(getMockDatabase().courses.courses.get(answer.body.courses[0]?.id ?? 0)?.status).toBe('draft');
  });

  it('reports each bad CSV row with its field and skips a taken slug', async () => {
    const taken = getMockDatabase().courses.courses.find(() => true)?.slug;
    const csv = `title,slug,level,price\nGo for APIs,,beginner,0\n,,advanced,10\nRust,,expert-plus,abc\nAgain,${taken},beginner,0\n`;
    const answer = await call<CourseImportResult>('POST', '/courses/courses/import/', {
      as: 'teacher',
      body: upload(csv, 'c.csv'),
    });
    expect(answer.body).toMatchObject({ imported_count: 1, skipped_count: 3 });
    expect(answer.body.errors).toEqual([
      { row: 3, field: 'title', message: 'This field is required.' },
      { row: 4, field: 'level', message: '"expert-plus" is not a valid choice.' },
      { row: 4, field: 'price', message: 'A valid number is required.' },
      { row: 5, field: 'slug', message: `A course with the slug "${taken}" already exists.` },
    ]);
  });
});
