/** The mock backend for student management: one student's enrollments, the students bulk calls' roles. */
import type { StudentBulkDeleteResult, StudentEnrollment } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

const demoStudent = () => {
  const student = getMockDatabase().accounts.users.find((user) => user.username === 'student');
  if (!student) throw new Error('the seed has the demo student');
  return student;
};

describe('student management', () => {
  it("lists one student's enrollments with student=<id>", async () => {
    const student = demoStudent();
    const page = await call<TestPage<StudentEnrollment>>('GET', '/courses/student-enrollments/', {
      as: 'admin',
      query: { student: student.id, page_size: 100 },
    });
    expect(page.body.count).toBeGreaterThan(0);
    expect(page.body.results.every((row) => row.student.id === student.id)).toBe(true);
    const all = await call<TestPage<StudentEnrollment>>('GET', '/courses/student-enrollments/', {
      as: 'admin',
      query: { page_size: 1 },
    });
    expect(all.body.count).toBeGreaterThan(page.body.count);
  });

  it('lets management delete students in bulk, and not a teacher', async () => {
    const student = demoStudent();
    const denied = await call('POST', '/students/bulk-delete/', { as: 'teacher', body: { ids: [student.id] } });
    expect(denied.status).toBe(403);
    const done = await call<StudentBulkDeleteResult>('POST', '/students/bulk-delete/', {
      as: 'admin',
      body: { ids: [student.id] },
    });
    expect(done.body.deleted_ids).toEqual([student.id]);
    expect(getMockDatabase().accounts.users.get(student.id)).toBeUndefined();
  });
});
