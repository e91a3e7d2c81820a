import type { AttendanceBulkMarkResult, AttendanceMonthlyReport, AttendanceToday, PaginatedAttendanceList } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { todayIso } from '../db/time';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();
const TEACHER = 3;

const sectionOf = (own: boolean) => {
  const section = getMockDatabase().academics.classSections.find((row) => (row.class_teacher?.id === TEACHER) === own);
  if (!section) throw new Error('no section');
  const students = getMockDatabase()
    .academics.classEnrollments.filter((row) => row.class_section === section.id && row.status === 'active')
    .map((row) => row.student.id);
  return { section, students };
};

describe('the registers', () => {
  it('saves a section’s register once however often it is sent, and counts it in today’s registers', async () => {
    const { section, students } = sectionOf(true);
    const body = {
      date: todayIso(),
      class_section: section.id,
      records: students.map((student) => ({ student, status: 'present' })),
    };
    const first = await call<AttendanceBulkMarkResult>('POST', '/accounts/attendance/bulk-mark/', { as: 'teacher', body });
    expect(first.body).toMatchObject({ created: students.length, updated: 0, errors: [] });
    const again = await call<AttendanceBulkMarkResult>('POST', '/accounts/attendance/bulk-mark/', { as: 'teacher', body });
    expect(again.body).toMatchObject({ created: 0, updated: students.length });
    expect(getMockDatabase().accounts.attendance.count((row) => row.date === todayIso() && students.includes(row.student))).toBe(
      students.length,
    );
    const today = await call<AttendanceToday>('GET', '/accounts/attendance/today/', { as: 'teacher' });
    expect(today.body.sections.map((row) => row.class_section)).toContain(section.id);
    expect(today.body.sections.find((row) => row.class_section === section.id)).toMatchObject({
      students: students.length,
      marked: students.length,
      absent: 0,
    });
    expect(today.body.sections.every((row) => row.class_teacher?.id === TEACHER)).toBe(true);
  });

  it('refuses a teacher another teacher’s section; management may take it', async () => {
    const { section, students } = sectionOf(false);
    const body = { date: todayIso(), class_section: section.id, records: [{ student: students[0], status: 'absent' }] };
    const refused = await call('POST', '/accounts/attendance/bulk-mark/', { as: 'teacher', body });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'You can only take the register of your own class sections.' });
    expect((await call('POST', '/accounts/attendance/bulk-mark/', { as: 'admin', body })).status).toBe(200);
  });

  it('shows an absence covered by approved leave as on leave, in the list and the month', async () => {
    const { section, students } = sectionOf(true);
    const student = students[0] as number;
    const date = todayIso();
    getMockDatabase().accounts.leaves.insert({
      applicant: student,
      student,
      leave_type: 'sick',
      start_date: date,
      end_date: date,
      days: 1,
      reason: 'Fever.',
      status: 'approved',
      reviewed_by: 2,
      reviewed_at: `${date}T05:00:00Z`,
      review_comment: null,
      created_at: `${date}T04:00:00Z`,
      updated_at: `${date}T05:00:00Z`,
    });
    await call('POST', '/accounts/attendance/bulk-mark/', {
      as: 'teacher',
      body: { date, class_section: section.id, records: [{ student, status: 'absent' }] },
    });
    const list = await call<PaginatedAttendanceList>('GET', `/accounts/attendance/?class_section=${section.id}&date=${date}`, {
      as: 'teacher',
    });
    expect(list.body.results.find((row) => row.student.id === student)?.on_leave).toBe(true);
    const month = await call<AttendanceMonthlyReport>(
      'GET',
      `/accounts/attendance/monthly/?student=${student}&month=${Number(date.slice(5, 7))}&year=${date.slice(0, 4)}`,
      { as: 'teacher' },
    );
    expect(month.body.days.find((day) => day.date === date)).toMatchObject({ absent: 1, on_leave: 1 });
  });
});
