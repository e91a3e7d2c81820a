import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { CheckoutPage } from './checkout';
import { EnrollPage } from './enroll';

const server = startMockBackend();
const SLOW = { timeout: 15_000 };
const PARENT_ID = 5;

/** The demo parent's two children, and a paid course neither is in yet. */
function family() {
  const db = getMockDatabase();
  const children = db.accounts.relations.filter((row) => row.parent === PARENT_ID).map((row) => row.student);
  const [first, second] = children.map((id) => db.accounts.users.get(id));
  const course = db.courses.courses.find(
    (row) =>
      row.status === 'published' &&
      row.pricing_type === 'paid' &&
      !db.payments.enrollments.some((enrollment) => enrollment.course === row.id && children.includes(enrollment.user)),
  );
  if (!first || !second || !course) throw new Error('the demo parent lacks two children or a paid course for them');
  return { first, second, course, name: (user: typeof first) => `${user.first_name} ${user.last_name}` };
}

describe('a parent enrolls a child', { timeout: 30_000 }, () => {
  it('chooses the child on the enroll page and carries the choice to checkout', async () => {
    const { second, course, name } = family();
    const { user } = renderInApp(<EnrollPage />, {
      path: `/dashboard/courses/enroll/${course.slug}`,
      routePath: '/dashboard/courses/enroll/:slug',
      session: signedInSession('parent'),
    });
    const group = await screen.findByRole('radiogroup', { name: 'Your child' }, SLOW);
    await user.click(within(group).getByRole('radio', { name: name(second) }));
    await screen.findByRole('heading', { level: 1, name: `Enroll ${name(second)} in ${course.title}` }, SLOW);
    const next = await screen.findByRole('link', { name: 'Continue to checkout' }, SLOW);
    expect(screen.getByText(`${name(second)} is not enrolled in this course yet.`)).toBeTruthy();
    expect(next.getAttribute('href')).toBe(`/dashboard/payments/enroll/${course.id}?for=${second.id}`);
  });

  it('speaks of the chosen child, by name, when the child is already enrolled', async () => {
    const { first, second, name } = family();
    const db = getMockDatabase();
    const child = [first, second].find((kid) =>
      db.payments.enrollments.some((row) => row.user === kid.id && row.status === 'active'),
    );
    const enrollment = child && db.payments.enrollments.find((row) => row.user === child.id && row.status === 'active');
    const course = enrollment && db.courses.courses.get(enrollment.course);
    if (!child || !course) throw new Error('the demo parent has no child with an active enrollment');
    const { user } = renderInApp(<EnrollPage />, {
      path: `/dashboard/courses/enroll/${course.slug}`,
      routePath: '/dashboard/courses/enroll/:slug',
      session: signedInSession('parent'),
    });
    const group = await screen.findByRole('radiogroup', { name: 'Your child' }, SLOW);
    await user.click(within(group).getByRole('radio', { name: name(child) }));
    expect(await screen.findByRole('heading', { level: 2, name: `${name(child)} is already enrolled` }, SLOW)).toBeTruthy();
    expect(screen.queryByText(/^You are already enrolled|^Your enrollment/)).toBeNull();
    expect(screen.getByRole('link', { name: `View ${name(child)}’s enrollment` })).toBeTruthy();
    // A parent comes from the courses, not from courses of their own.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Courses' })).toBeTruthy();
  });

  it('creates the enrollment for the chosen child at checkout, and the parent pays it', async () => {
    const { second, course, name } = family();
    const { user } = renderInApp(<CheckoutPage />, {
      path: `/dashboard/payments/enroll/${course.id}?for=${second.id}`,
      routePath: '/dashboard/payments/enroll/:courseId',
      session: signedInSession('parent'),
    });
    await screen.findByRole('heading', { level: 1, name: `Checkout: ${course.title} for ${name(second)}` }, SLOW);
    // The picker shows once the enrollment's status is known, which may come after the heading on a busy machine.
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: name(second) }, SLOW)).checked).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }, SLOW));
    await screen.findByRole('button', { name: /^Pay Ksh [\d,.]+ with M-Pesa$/ }, SLOW);
    const db = getMockDatabase();
    expect(db.payments.enrollments.find((row) => row.course === course.id && row.user === second.id)?.status).toBe(
      'payment_pending',
    );
    expect(db.payments.enrollments.some((row) => row.course === course.id && row.user === PARENT_ID)).toBe(false);
  });

  it('says so when no child is linked, with a way to reach the school', async () => {
    const { course } = family();
    server.use(http.get('*/accounts/dashboard/my-children/', () => HttpResponse.json([])));
    renderInApp(<CheckoutPage />, {
      path: `/dashboard/payments/enroll/${course.id}`,
      routePath: '/dashboard/payments/enroll/:courseId',
      session: signedInSession('parent'),
    });
    await screen.findByRole('heading', { name: 'No children linked yet' }, SLOW);
    expect(screen.getByRole('link', { name: 'Contact the school' }).getAttribute('href')).toBe('/contact');
  });
});
