/** Enrollment trends (course-analytics/enrollment_trends) by month, week or day, as the period asks. */
import type { CourseEnrollmentTrends } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../db/time';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const trends = async (query: Record<string, string | number>) =>
  (await call<CourseEnrollmentTrends>('GET', '/courses/course-analytics/enrollment_trends/', { as: 'admin', query })).body;

describe('enrollment trends', () => {
  it('buckets by week from Monday and by day, ending with the Nairobi today, and counts the same enrollments', async () => {
    const weekly = await trends({ period: 'weekly', months: 3 });
    expect(weekly.period).toBe('weekly');
    expect(weekly.data.length).toBe(14);
    expect(weekly.data[0]?.label).toMatch(/^Week of \d{1,2} \w{3}$/);
    expect(new Date(`${weekly.data.at(-1)?.period_start}T00:00:00Z`).getUTCDay()).toBe(1);
    const daily = await trends({ period: 'daily', months: 1 });
    expect(daily.data.length).toBe(31);
    expect(daily.data.at(-1)?.period_start).toBe(todayIso());
    const monthly = await trends({ months: 1 });
    expect(monthly.period).toBe('monthly');
    expect(monthly.data.length).toBe(1);
  });
});
