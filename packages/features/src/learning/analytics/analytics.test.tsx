import { screen, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CourseAnalyticsPage } from './course/course-analytics-page';
import { MyLearningPage } from './my-learning/my-learning-page';
import { LearningRecordsPage } from './records/records-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('the learning analytics screens', () => {
  it('shows a learner today’s time, lessons and streak, their figures, the last seven days and each course', async () => {
    renderInApp(<MyLearningPage />, { path: '/dashboard/learning/my-learning', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My learning' })).toBeTruthy();
    const day = within(await screen.findByRole('list', { name: 'Your day' }, LOADED));
    expect(day.getByText('45 min')).toBeTruthy();
    expect(day.getByText('Lessons completed')).toBeTruthy();
    expect(day.getByText('Streak')).toBeTruthy();
    expect(await screen.findByRole('figure', { name: /Minutes of learning, last 7 days/ }, LOADED)).toBeTruthy();
    const groups = await screen.findByRole('link', { name: /Study groups/ });
    expect(groups.getAttribute('href')).toBe('/dashboard/learning/study-groups?is_member=true');
    const courses = within(await screen.findByRole('region', { name: 'Your courses' }, LOADED));
    expect(courses.getAllByRole('progressbar').length).toBeGreaterThan(0);
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getLearningStudentDashboard: 500 } });
    renderInApp(<MyLearningPage />, { path: '/dashboard/learning/my-learning', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Could not load your learning dashboard' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('lists staff their students’ learning days, each opening the day', async () => {
    renderInApp(<LearningRecordsPage />, { path: '/dashboard/learning/analytics', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning analytics' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Your students’ day' }, LOADED)).toBeTruthy();
    await screen.findAllByRole('link', { name: /\d{4}/ }, LOADED);
    const days = screen
      .getAllByRole('link')
      .filter((link) => /^\/dashboard\/learning\/analytics\/\d+$/.test(link.getAttribute('href') ?? ''));
    expect(days.length).toBeGreaterThan(0);
  }, 30_000);

  it('shows a course’s staff its learning figures and activity by day', async () => {
    const course = must(
      getMockDatabase().courses.courses.find((row) => row.status === 'published'),
      'a course',
    );
    renderInApp(<CourseAnalyticsPage />, {
      path: `/dashboard/learning/analytics/courses/${course.id}`,
      routePath: '/dashboard/learning/analytics/courses/:id',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: `${course.title}: learning analytics` }, LOADED)).toBeTruthy();
    expect(screen.getByText('Completion rate')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the course' }).getAttribute('href')).toBe(`/dashboard/courses/${course.slug}`);
  }, 30_000);
});
