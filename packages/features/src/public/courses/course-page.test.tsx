import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { TEST_API } from '../../../test/setup';
import { CoursePage } from './course-page';

const server = startMockBackend();

const SLUG = 'python-for-data-analysis';
const course = () => must(getMockDatabase().courses.courses.find((row) => row.slug === SLUG));
const renderCourse = (slug = SLUG, session?: ReturnType<typeof signedInSession>) =>
  renderInApp(<CoursePage />, { path: `/courses/${slug}`, routePath: '/courses/:slug', ...(session ? { session } : {}) });
const head = (selector: string) => document.head.querySelector(selector);

describe("a course's public page", () => {
  it('describes the course, with its price and payment plans in KES, to a visitor', async () => {
    renderCourse();
    expect(screen.getByText('Loading the course…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python for Data Analysis' })).toBeTruthy();
    expect(screen.getByText('Beginner')).toBeTruthy();
    // The seed gives every course three modules of twelve lessons.
    expect(screen.getByText('3 modules, 12 lessons')).toBeTruthy();
    const pricing = screen.getByRole('region', { name: 'Pricing and plans' });
    expect(within(pricing).getByText(formatMoney(course().price))).toBeTruthy();
    expect(await within(pricing).findByText('Ways to pay')).toBeTruthy();
    // 12,000 in three monthly instalments.
    const plans = within(pricing)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(plans).toContain('3 Monthly Installments3 × Ksh 4,000.00 (total Ksh 12,000.00)');
    expect(plans).toContain('Full PaymentSave 5%One payment of Ksh 11,400.00');
    expect(screen.getByRole('link', { name: 'Python' }).getAttribute('href')).toBe('/courses?language=python');
  });

  it('sends a visitor to sign in before enrolling, coming back to the enroll page', async () => {
    renderCourse();
    const enroll = await screen.findByRole('link', { name: 'Sign in to enroll' });
    expect(enroll.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/dashboard/courses/enroll/${SLUG}`)}`);
    const curriculum = screen.getByRole('region', { name: 'Curriculum' });
    expect(within(curriculum).getByRole('link', { name: 'Sign in' }).closest('p')?.textContent).toBe(
      'Sign in to see every lesson of the outline.',
    );
  });

  it('takes a signed-in learner straight to the enroll page and shows the outline, projects and reviews', async () => {
    renderCourse(SLUG, signedInSession('student'));
    const enroll = await screen.findByRole('link', { name: 'Enroll now' });
    expect(enroll.getAttribute('href')).toBe(`/dashboard/courses/enroll/${SLUG}`);
    expect(await screen.findByText(/^Module 1: /)).toBeTruthy();
    const curriculum = screen.getByRole('region', { name: 'Curriculum' });
    expect(within(curriculum).getAllByText(/^Module \d: /)).toHaveLength(3);
    expect(screen.queryByText('to see the projects you will build.', { exact: false })).toBeNull();
  });

  it('sets the title, description, canonical URL and Open Graph data', async () => {
    renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Python for Data Analysis · Ujuzi'));
    expect(head('meta[name="description"]')?.getAttribute('content')).toBe(course().subtitle);
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://ujuzi.ac.ke/courses/${SLUG}`);
    expect(head('meta[property="og:title"]')?.getAttribute('content')).toBe('Python for Data Analysis · Ujuzi');
    expect(head('meta[property="og:url"]')?.getAttribute('content')).toBe(`https://ujuzi.ac.ke/courses/${SLUG}`);
  });

  it('suggests similar courses', async () => {
    renderCourse();
    const similar = await screen.findByRole('region', { name: 'Similar courses' });
    expect(within(similar).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('says a course does not exist, in the service spec words', async () => {
    renderCourse('no-such-course');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeTruthy();
    expect(
      screen.getByText('Course with identifier "no-such-course" not found. It may have been renamed or withdrawn.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/courses');
  });

  it('shows a failure with Try again', async () => {
    server.use(http.get(`${TEST_API}/courses/courses/`, () => HttpResponse.error()));
    renderCourse();
    expect(
      await screen.findByText('Network error. Please check your internet connection and try again.', undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
