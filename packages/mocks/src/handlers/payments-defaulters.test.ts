import type { DefaulterReminderResult, Installment, PaginatedPaymentDefaulterList, PaginatedStudentFeeList } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });
const ALL = { page_size: '200' };

describe('defaulters', () => {
  it('lists every overdue debt: the overdue installments by enrollment and the overdue school fees', async () => {
    const list = await call<PaginatedPaymentDefaulterList>('GET', '/payments/admin/defaulters/', {
      as: 'accountant',
      query: ALL,
    });
    expect(list.status).toBe(200);
    const overdue = await call<Installment[]>('GET', '/payments/installments/overdue/', { as: 'admin' });
    const byEnrollment = new Set(overdue.body.map((installment) => installment.enrollment));
    const courses = list.body.results.filter((row) => row.kind === 'enrollment');
    expect(new Set(courses.map((row) => row.enrollment))).toEqual(byEnrollment);
    const fees = await call<PaginatedStudentFeeList>('GET', '/finance/student-fees/', {
      as: 'accountant',
      query: { ...ALL, status: 'overdue' },
    });
    expect(list.body.results.filter((row) => row.kind === 'student_fee').length).toBe(fees.body.count);
    const days = list.body.results.map((row) => row.days_overdue);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(days.every((value) => value >= 1)).toBe(true);
  });

  it('reminds one learner by e-mail and SMS and answers the outcome per debt', async () => {
    const list = await call<PaginatedPaymentDefaulterList>('GET', '/payments/admin/defaulters/', { as: 'admin' });
    const debt = list.body.results[0];
    if (!debt) throw new Error('the seed has defaulters');
    const answer = await call<DefaulterReminderResult>('POST', '/payments/admin/defaulters/send-reminders/', {
      as: 'admin',
      body: { ids: [debt.id, 'enrollment-999999'], channels: ['email', 'sms'] },
    });
    expect(answer.body.results[1]).toMatchObject({ ok: false, channels_sent: [] });
    expect(answer.body.results[0]?.channels_sent).toContain('email');
    const again = await call<PaginatedPaymentDefaulterList>('GET', '/payments/admin/defaulters/', {
      as: 'admin',
      query: { search: debt.learner.get_full_name ?? '' },
    });
    expect(again.body.results.find((row) => row.id === debt.id)?.last_reminded_at).toBeTruthy();
  });

  it('is finance staff’s: a student is refused', async () => {
    expect((await call('GET', '/payments/admin/defaulters/', { as: 'student' })).status).toBe(403);
  });
});
