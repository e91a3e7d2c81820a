import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CourseDetailsPage } from './course-details-page';

startMockBackend();

const ROUTE = '/dashboard/courses/:slug';
const LOADED = { timeout: 15_000 };

describe('the course details screen', { timeout: 20_000 }, () => {
  it('shows a learner with access their progress and Continue at the first unfinished lesson', async () => {
    // The demo student has finished 7 of the 12 lessons of JavaScript Fundamentals (an active, free enrollment).
    renderInApp(<CourseDetailsPage />, {
      path: '/dashboard/courses/javascript-fundamentals',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Fundamentals' }, LOADED)).toBeTruthy();
    const progress = await screen.findByRole('progressbar', { name: 'Your progress' }, LOADED);
    expect(progress.getAttribute('aria-valuenow')).toBe(String(Math.round((7 / 12) * 10000) / 100));
    const resume = await screen.findByText('Continue here', undefined, LOADED);
    const continueLink = await screen.findByRole('link', { name: 'Continue' }, LOADED);
    const resumeRow = resume.closest('li');
    const resumeTitle = within(resumeRow as HTMLElement).getAllByRole('link')[0];
    expect(continueLink.getAttribute('href')).toBe(resumeTitle?.getAttribute('href'));
    expect(screen.getAllByText('Done')).toHaveLength(7);
    expect(screen.queryByText('Locked')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit course' })).toBeNull();
  });

  it('locks the lessons of a course the learner is not enrolled in, with Enroll as the one next step', async () => {
    renderInApp(<CourseDetailsPage />, {
      path: '/dashboard/courses/react-for-beginners',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    const enroll = await screen.findByRole('link', { name: 'Enroll to unlock the lessons' }, LOADED);
    expect(enroll.getAttribute('href')).toBe('/dashboard/courses/enroll/react-for-beginners');
    expect((await screen.findAllByText('Locked', undefined, LOADED)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('asks a learner whose enrollment waits on a payment to finish it', async () => {
    renderInApp(<CourseDetailsPage />, {
      path: '/dashboard/courses/building-payment-integrations-with-m-pesa-daraja-api',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    const pay = await screen.findByRole('link', { name: 'Finish payment to unlock the lessons' }, LOADED);
    expect(pay.getAttribute('href')).toBe('/dashboard/courses/enroll/building-payment-integrations-with-m-pesa-daraja-api');
  });

  it('gives staff Edit and Settings and no lock', async () => {
    renderInApp(<CourseDetailsPage />, {
      path: '/dashboard/courses/javascript-fundamentals',
      routePath: ROUTE,
      session: signedInSession('admin'),
    });
    const edit = await screen.findByRole('link', { name: 'Edit course' }, LOADED);
    expect(edit.getAttribute('href')).toMatch(/^\/dashboard\/courses\/\d+\/edit$/);
    expect(screen.getByRole('link', { name: 'Course settings' }).getAttribute('href')).toBe(
      '/dashboard/courses/javascript-fundamentals/settings',
    );
    expect(screen.queryByText('Locked')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Your progress' })).toBeNull();
  });

  it('says a course that does not exist does not exist, with the way back', async () => {
    renderInApp(<CourseDetailsPage />, {
      path: '/dashboard/courses/no-such-course',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'This course does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the courses' }).getAttribute('href')).toBe('/dashboard/courses');
  });
});
