import type {
  DefaulterReminderResult,
  EnrollmentAnalytics,
  EnrollmentTrends,
  ErrorBody,
  Installment,
  PaginatedPaymentDefaulterList,
  PaginatedStudentFeeList,
  RevenueAnalytics,
} from '@ujuzi/api';
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

describe('report windows', () => {
  it('gives enrollment trends and analytics over the asked days only, and refuses a range that ends before it starts', async () => {
    const whole = await call<EnrollmentTrends>('GET', '/payments/enrollments/enrollment-trends/', { as: 'admin' });
    expect(whole.body.series).toHaveLength(12);
    const last = whole.body.series.at(-1);
    const month = await call<EnrollmentTrends>('GET', '/payments/enrollments/enrollment-trends/', {
      as: 'admin',
      query: { start_date: last?.period_start ?? '', end_date: whole.body.end_date },
    });
    expect(month.body.series).toEqual([last]);
    const analytics = await call<EnrollmentAnalytics>('GET', '/payments/admin/enrollments/analytics/', {
      as: 'admin',
      query: { start_date: last?.period_start ?? '', end_date: whole.body.end_date },
    });
    expect(analytics.body.total_enrollments).toBe(last?.enrollments);
    const backwards = await call<ErrorBody & { end_date?: string[] }>('GET', '/payments/enrollments/enrollment-trends/', {
      as: 'admin',
      query: { start_date: '2026-05-01', end_date: '2026-04-30' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.end_date).toEqual(['The end date must be on or after the start date.']);
  });

  it('groups revenue by the asked period, the same total whichever the grouping', async () => {
    const query = { start_date: '2026-01-01' };
    const byMonth = await call<RevenueAnalytics>('GET', '/payments/dashboard/admin/revenue-analytics/', { as: 'admin', query });
    const byQuarter = await call<RevenueAnalytics>('GET', '/payments/dashboard/admin/revenue-analytics/', {
      as: 'admin',
      query: { ...query, period: 'quarter' },
    });
    expect(byQuarter.body.period).toBe('quarter');
    expect(byQuarter.body.series.every((point) => /-(01|04|07|10)-01$/.test(point.period_start))).toBe(true);
    expect(byQuarter.body.series.length).toBeLessThanOrEqual(byMonth.body.series.length);
    expect(byQuarter.body.total_revenue).toBe(byMonth.body.total_revenue);
  });
});
