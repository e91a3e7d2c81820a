import type { CourseBulkActionResult, CourseCertificate } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

describe('the demo teacher’s certificate approvals', () => {
  it('seeds two pending certificates of the teacher’s own courses, which the teacher bulk-issues', async () => {
    const queue = await call<TestPage<CourseCertificate>>('GET', '/courses/certificates/pending-approvals/', { as: 'teacher' });
    expect(queue.status).toBe(200);
    expect(queue.body.count).toBeGreaterThanOrEqual(2);
    const ids = queue.body.results.slice(0, 2).map((row) => row.id);

    const result = await call<CourseBulkActionResult>('POST', '/courses/certificates/bulk-issue/', {
      as: 'teacher',
      body: { certificate_ids: ids },
    });
    expect(result.body).toMatchObject({ success: true, processed_count: 2, failed_count: 0 });
    for (const id of ids) expect(getMockDatabase().progress.certificates.get(id)?.status).toBe('issued');

    const after = await call<TestPage<CourseCertificate>>('GET', '/courses/certificates/pending-approvals/', { as: 'teacher' });
    expect(after.body.count).toBe(queue.body.count - 2);
  });

  it('keeps the first issued certificate (the one the public pages show) and the demo student’s as they were', () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((user) => user.username === 'student');
    const teacher = db.accounts.users.find((user) => user.username === 'teacher');
    const queued = db.progress.certificates.filter(
      (row) => row.status === 'pending' && db.courses.courses.get(row.course)?.instructor?.id === teacher?.id,
    );
    expect(queued.every((row) => row.student !== student?.id && row.issued_at === null && row.issued_by === null)).toBe(true);
    expect(db.progress.certificates.find((row) => row.status === 'issued')?.issued_at).not.toBeNull();
  });
});

describe('listing certificates by issue date', () => {
  it('keeps those issued within the range, both ends included, and leaves out the ones not issued yet', async () => {
    const all = await call<TestPage<CourseCertificate>>('GET', '/courses/certificates/', {
      as: 'admin',
      query: { page_size: 100 },
    });
    const issued = all.body.results.filter((row) => row.issued_at).map((row) => row.issued_at?.slice(0, 10) ?? '');
    const day = [...issued].sort()[Math.floor(issued.length / 2)] ?? '';
    const range = async (query: Record<string, string>) =>
      (
        await call<TestPage<CourseCertificate>>('GET', '/courses/certificates/', {
          as: 'admin',
          query: { page_size: 100, ...query },
        })
      ).body;

    const from = await range({ issued_after: day });
    expect(from.count).toBe(issued.filter((date) => date >= day).length);
    const until = await range({ issued_before: day });
    expect(until.count).toBe(issued.filter((date) => date <= day).length);
    const onDay = await range({ issued_after: day, issued_before: day });
    expect(onDay.results.every((row) => row.issued_at?.slice(0, 10) === day)).toBe(true);
    expect(onDay.count).toBeGreaterThan(0);
    expect(all.body.results.some((row) => row.issued_at === null)).toBe(true);
  });
});
