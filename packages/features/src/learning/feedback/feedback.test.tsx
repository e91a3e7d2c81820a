import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CourseDetailsPage } from '../course/course-details-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

describe('learning feedback', { timeout: 30_000 }, () => {
  it('a learner sends feedback from a course’s page, with the course and the page it came from', async () => {
    const course = getMockDatabase().courses.courses.find((row) => row.slug === 'javascript-fundamentals');
    const { user } = renderInApp(<CourseDetailsPage />, {
      path: '/dashboard/courses/javascript-fundamentals',
      routePath: '/dashboard/courses/:slug',
      session: signedInSession('student'),
    });
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }, LOADED));
    const form = within(await screen.findByRole('form', { name: 'Feedback' }, LOADED));
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await form.findByText('This field is required', undefined, LOADED)).toBeTruthy();
    await user.selectOptions(form.getByRole('combobox', { name: /^About/ }), 'content');
    await user.type(form.getByRole('textbox', { name: /^Subject/ }), 'Closures lesson');
    await user.type(form.getByRole('textbox', { name: /^Your feedback/ }), 'One more closures example, please.');
    await user.selectOptions(form.getByRole('combobox', { name: /^Rating/ }), '4');
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    await waitFor(
      () =>
        expect(getMockDatabase().learning.feedback.all().at(-1)).toMatchObject({
          feedback_type: 'content',
          subject: 'Closures lesson',
          message: 'One more closures example, please.',
          rating: 4,
          course: course?.id,
          page_url: '/dashboard/courses/javascript-fundamentals',
        }),
      LOADED,
    );
    expect(await screen.findByText('Thank you for your feedback', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Feedback' })).toBeNull(), LOADED);
  });
});
