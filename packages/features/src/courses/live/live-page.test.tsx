import { screen, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CourseLivePage } from './live-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

function courseWithLessons() {
  const db = getMockDatabase();
  const course = must(
    db.courses.courses.find((row) => row.status === 'published' && db.courses.lessons.some((lesson) => lesson.course === row.id)),
    'a course with lessons',
  );
  const lesson = must(
    db.courses.lessons.find((row) => row.course === course.id),
    'a lesson',
  );
  return { db, course, lesson };
}

const open = (slug: string, role: 'admin' | 'teacher' = 'admin') =>
  renderInApp(<CourseLivePage />, {
    path: `/dashboard/courses/${slug}/live`,
    routePath: '/dashboard/courses/:slug/live',
    session: signedInSession(role),
  });

describe('a course’s live activity', { timeout: 40_000 }, () => {
  it('shows its staff the live figures and who is studying which lesson, each linked', async () => {
    const { db, course, lesson } = courseWithLessons();
    const student = must(
      db.accounts.users.find((user) => user.username === 'student'),
      'the demo student',
    );
    db.progress.activity.insert({
      user: student.id,
      course: course.id,
      activity_type: 'coding',
      lesson: lesson.id,
      at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      time_spent_seconds: 60,
    });
    open(course.slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live activity' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: course.title }, LOADED)).getAttribute('href')).toBe(
      `/dashboard/courses/${course.slug}`,
    );
    const learners = within(await screen.findByRole('list', { name: 'Active learners' }, LOADED));
    const row = within(learners.getAllByRole('listitem')[0] as HTMLElement);
    expect(row.getByText(/Coding/)).toBeTruthy();
    expect(row.getByRole('link', { name: lesson.title }).getAttribute('href')).toBe(
      `/dashboard/courses/${course.slug}/lessons/${lesson.slug}`,
    );
    expect(within(screen.getByRole('list', { name: 'Live figures' })).getByText('Lessons completed today')).toBeTruthy();
    expect(screen.getByText(/Refreshed every 15 seconds while this page is open/)).toBeTruthy();
  });

  it('says nobody is studying, with the way to the course’s analytics', async () => {
    const { db, course } = courseWithLessons();
    db.progress.activity.removeWhere((row) => row.course === course.id);
    open(course.slug);
    expect(await screen.findByRole('heading', { name: 'Nobody is studying the course right now' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the course’s learning analytics' }).getAttribute('href')).toBe(
      `/dashboard/learning/analytics/courses/${course.id}`,
    );
  });

  it('says what failed, with Try again', async () => {
    const { course } = courseWithLessons();
    setMockFaults({ statuses: { getCourseLiveStats: 500 } });
    open(course.slug);
    expect(await screen.findByRole('heading', { name: 'Could not load the live figures' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
