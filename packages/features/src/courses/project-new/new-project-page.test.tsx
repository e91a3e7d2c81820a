import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewProjectPage } from './new-project-page';

startMockBackend();

const SLUG = 'introduction-to-programming-with-python';
const renderNew = () =>
  renderInApp(<NewProjectPage />, {
    path: `/dashboard/courses/${SLUG}/projects/new`,
    routePath: '/dashboard/courses/:slug/projects/new',
    session: signedInSession('teacher'),
  });

describe('the new project screen', () => {
  it('creates a group project with its rubric, then opens the course', async () => {
    const { user } = renderNew();
    const form = within(await screen.findByRole('form', { name: 'New project' }, { timeout: 10_000 }));
    await user.type(await form.findByRole('textbox', { name: /^Title/ }), 'M-Pesa expense tracker');
    await user.selectOptions(form.getByRole('combobox', { name: /^Difficulty/ }), 'intermediate');
    await user.click(form.getByRole('switch', { name: /Group project/ }));
    await user.type(await form.findByRole('textbox', { name: /Largest group/ }), '3');
    await user.type(form.getByRole('textbox', { name: /Requirements and rubric/ }), 'Parses SMS: 40 points. Charts: 60 points.');
    await user.click(form.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/courses/${SLUG}`), {
      timeout: 10_000,
    });
    const db = getMockDatabase();
    const course = db.courses.courses.find((row) => row.slug === SLUG);
    expect(db.courses.projects.find((row) => row.title === 'M-Pesa expense tracker')).toMatchObject({
      course: course?.id,
      difficulty: 'intermediate',
      is_group_project: true,
      max_group_size: 3,
      requirements: 'Parses SMS: 40 points. Charts: 60 points.',
    });
  }, 30_000);

  it('asks for the title before sending', async () => {
    const { user } = renderNew();
    const form = within(await screen.findByRole('form', { name: 'New project' }, { timeout: 10_000 }));
    await user.click(await form.findByRole('button', { name: 'Create project' }));
    expect(await form.findByText('This field is required')).toBeTruthy();
  }, 20_000);
});
