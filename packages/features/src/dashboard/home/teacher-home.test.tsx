/** The teacher's instructor dashboard: figures that agree with the grading queues, links to every entity, every state. */
import { screen, within } from '@testing-library/react';
import { resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { DashboardHome } from './dashboard-home';

const server = startMockBackend();
const LOADED = { timeout: 15_000 };

const renderTeacherHome = () => renderInApp(<DashboardHome />, { path: '/dashboard', session: signedInSession('teacher') });
const card = (name: string) => screen.getByRole('region', { name });
/** The figure a stat card shows, found by its label link. */
const figure = async (label: string) => {
  const link = await screen.findByRole('link', { name: label }, LOADED);
  return { href: link.getAttribute('href'), text: link.closest('dl')?.textContent ?? '' };
};
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe("the teacher's instructor dashboard", () => {
  it('counts the attempts and submissions to grade that the grading queues list, each opening its grading screen', async () => {
    renderTeacherHome();
    const attempts = await within(await screen.findByRole('region', { name: 'Attempts to grade' }, LOADED)).findAllByRole(
      'link',
      { name: / by / },
      LOADED,
    );
    expect(attempts.length).toBe(3);
    for (const link of attempts) expect(link.getAttribute('href')).toMatch(/^\/dashboard\/courses\/grading\/attempts\/\d+$/);
    const attemptFigure = await figure('Attempts to grade');
    expect(attemptFigure.href).toBe('/dashboard/courses/grading/attempts?status=submitted');
    expect(attemptFigure.text).toContain('3');

    const submissions = card('Submissions to grade');
    const listed = await within(submissions).findAllByRole('link', { name: /.+/ }, LOADED);
    const opened = listed.filter((link) => /grading\/projects\/\d+$/.test(link.getAttribute('href') ?? ''));
    expect(opened.length).toBeGreaterThan(0);
    const more = within(submissions).queryByRole('link', { name: /more waiting/ });
    const waiting = opened.length + Number(more?.textContent?.match(/\d+/)?.[0] ?? 0);
    const submissionFigure = await figure('Submissions to grade');
    expect(submissionFigure.href).toBe('/dashboard/courses/grading/projects?status=submitted');
    expect(submissionFigure.text).toContain(String(waiting));
  });

  it('links each course to its page and its settings, and each recent review to the reviews of its course', async () => {
    renderTeacherHome();
    const courses = await screen.findByRole('region', { name: 'My courses' }, LOADED);
    const settings = await within(courses).findAllByRole('link', { name: /^Settings of / }, LOADED);
    expect(settings.length).toBeGreaterThan(0);
    for (const link of settings) expect(link.getAttribute('href')).toMatch(/^\/dashboard\/courses\/[^/]+\/settings$/);
    const title = (settings[0]?.getAttribute('aria-label') ?? '').replace('Settings of ', '');
    expect(within(courses).getByRole('link', { name: title }).getAttribute('href')).toMatch(/^\/dashboard\/courses\/[^/]+$/);

    const reviews = await within(await screen.findByRole('region', { name: 'Recent reviews' })).findAllByRole(
      'link',
      { name: /.+/ },
      LOADED,
    );
    const byCourse = reviews.filter((link) => /\/dashboard\/courses\/reviews\?course=\d+$/.test(link.getAttribute('href') ?? ''));
    expect(byCourse.length).toBeGreaterThan(0);
    expect(within(card('Recent reviews')).getAllByLabelText(/^[1-5] of 5 stars$/).length).toBe(byCourse.length);
  });

  it('offers a new teacher to create a course when they teach none', async () => {
    const none = {
      instructor: { id: 1, username: 'teacher' },
      total_courses: 0,
      published_courses: 0,
      total_students: 0,
      active_students: 0,
      pending_submissions: 0,
      courses: [],
      recent_reviews: [],
    };
    server.use(
      http.get(`${TEST_API}/courses/course-analytics/instructor_dashboard/`, () => HttpResponse.json(none)),
      http.get(`${TEST_API}/courses/project-submissions/`, () => HttpResponse.json(page([]))),
      http.get(`${TEST_API}/learning/assessment-attempts/`, () => HttpResponse.json(page([]))),
    );
    renderTeacherHome();
    const courses = await screen.findByRole('region', { name: 'My courses' }, LOADED);
    expect((await within(courses).findByRole('link', { name: 'Create a course' }, LOADED)).getAttribute('href')).toBe(
      '/dashboard/courses/new',
    );
    expect(await within(card('Recent reviews')).findByText('No reviews yet')).toBeTruthy();
    expect(await within(card('Attempts to grade')).findByText('No attempts to grade', undefined, LOADED)).toBeTruthy();
    expect(await within(card('Submissions to grade')).findByText('Nothing to grade', undefined, LOADED)).toBeTruthy();
  });

  it('says when the figures cannot load and loads them again on Try again', async () => {
    setMockFaults({ statuses: { getLearningInstructorDashboard: 500 } });
    const { user } = renderTeacherHome();
    expect(await screen.findByText('Could not load your teaching figures', undefined, LOADED)).toBeTruthy();
    resetMockFaults();
    const retry = screen.getAllByRole('button', { name: 'Try again' })[0];
    if (!retry) throw new Error('no Try again');
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Attempts to grade' }, LOADED)).toBeTruthy();
  });
});
