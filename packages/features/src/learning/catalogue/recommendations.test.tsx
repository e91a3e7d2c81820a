import { screen, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { StudentHome } from '../../dashboard/home/student-home';
import { CourseDetailsPage } from '../course/course-details-page';
import { CataloguePage } from './catalogue-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('recommendations, similar courses and course updates', { timeout: 40_000 }, () => {
  it('recommends a learner courses they are not enrolled in, each linked, in the catalogue and on their home', async () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((user) => user.username === 'student');
    const enrolled = new Set(db.payments.enrollments.filter((row) => row.user === student?.id).map((row) => row.course));
    const slugs = new Set(
      db.courses.courses.filter((row) => enrolled.has(row.id)).map((row) => `/dashboard/courses/${row.slug}`),
    );
    const view = renderInApp(<CataloguePage />, { path: '/dashboard/courses', session: signedInSession('student') });
    const list = within(await screen.findByRole('list', { name: 'Recommended courses' }, LOADED));
    const hrefs = list.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/dashboard\/courses\/[-a-z0-9]+$/);
      expect(slugs.has(href)).toBe(false);
    }
    view.unmount();
    renderInApp(<StudentHome />, { path: '/dashboard', session: signedInSession('student') });
    expect(await screen.findByRole('list', { name: 'Recommended courses' }, LOADED)).toBeTruthy();
  });

  it('says when the recommendations could not load, with Try again', async () => {
    setMockFaults({ statuses: { listCourseRecommendations: 500 } });
    renderInApp(<CataloguePage />, { path: '/dashboard/courses', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Could not load recommended for you' }, LOADED)).toBeTruthy();
  });

  it('shows under a course what is new in it and the courses like it, each linked', async () => {
    renderInApp(<CourseDetailsPage />, {
      path: '/dashboard/courses/react-for-beginners',
      routePath: '/dashboard/courses/:slug',
      session: signedInSession('student'),
    });
    const similar = within(await screen.findByRole('list', { name: 'Similar courses' }, LOADED));
    const links = similar.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => /^\/dashboard\/courses\/[-a-z0-9]+$/.test(link.getAttribute('href') ?? ''))).toBe(true);
    expect(await screen.findByRole('heading', { name: 'What’s new' }, LOADED)).toBeTruthy();
  });
});
