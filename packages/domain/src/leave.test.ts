import { describe, expect, it } from 'vitest';
import { leaveDays, mayReviewLeave, validateLeaveDates } from './leave';

const leave = (applicant: number, student: number | null, status = 'pending') => ({
  applicant: { id: applicant },
  student: student === null ? null : { id: student },
  status,
});

describe('leave rules', () => {
  it('lets management decide on any pending leave but their own', () => {
    expect(mayReviewLeave({ id: 1, user_type: 'admin' }, leave(2, null))).toBe(true);
    expect(mayReviewLeave({ id: 1, user_type: 'super_admin' }, leave(2, 5))).toBe(true);
    expect(mayReviewLeave({ id: 1, user_type: 'admin' }, leave(1, null))).toBe(false);
    expect(mayReviewLeave({ id: 1, user_type: 'admin' }, leave(2, 5, 'approved'))).toBe(false);
  });

  it("lets a teacher decide on a student's leave only", () => {
    expect(mayReviewLeave({ id: 3, user_type: 'teacher' }, leave(4, 5))).toBe(true);
    expect(mayReviewLeave({ id: 3, user_type: 'teacher' }, leave(4, null))).toBe(false);
    expect(mayReviewLeave({ id: 3, user_type: 'parent' }, leave(4, 5))).toBe(false);
    expect(mayReviewLeave(null, leave(4, 5))).toBe(false);
  });

  it('counts both ends', () => {
    expect(leaveDays('2026-11-24', '2026-11-26')).toBe(3);
    expect(leaveDays('2026-11-24', '2026-11-24')).toBe(1);
    expect(leaveDays('2026-11-24', '2026-11-23')).toBe(0);
  });
});

describe('leave dates', () => {
  it('refuses an end before the start, with the server’s text', () => {
    expect(validateLeaveDates({ start_date: '2026-12-02', end_date: '2026-12-01' })).toEqual({
      end_date: 'End date must be after start date.',
    });
    expect(validateLeaveDates({ start_date: '2026-12-02', end_date: '2026-12-02' })).toEqual({});
  });
});
