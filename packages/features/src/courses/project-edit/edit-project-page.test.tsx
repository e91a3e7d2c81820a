import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { EditProjectPage } from './edit-project-page';

startMockBackend();

const projectWithCourse = () => {
  const db = getMockDatabase();
  const project = db.courses.projects.all()[0];
  const course = db.courses.courses.get(project?.course ?? 0);
  if (!project || !course) throw new Error('the seed has a project');
  return { project, course };
};

const renderEdit = (slug: string, projectId: number) =>
  renderInApp(<EditProjectPage />, {
    path: `/dashboard/courses/${slug}/projects/${projectId}/edit`,
    routePath: '/dashboard/courses/:slug/projects/:projectId/edit',
    session: signedInSession('admin'),
  });

describe('the edit project screen', () => {
  it('saves a changed title and opens the course', async () => {
    const { project, course } = projectWithCourse();
    const { user } = renderEdit(course.slug, project.id);
    expect(await screen.findByRole('heading', { level: 1, name: `Edit ${project.title}` }, { timeout: 10_000 })).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
    await user.clear(title);
    await user.type(title, 'Capstone: a USSD savings app');
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(getMockDatabase().courses.projects.get(project.id)?.title).toBe('Capstone: a USSD savings app'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/courses/${course.slug}`));
  }, 30_000);

  it('deletes the project after a confirmation naming it, back to the course’s projects', async () => {
    const { project, course } = projectWithCourse();
    const { user } = renderEdit(course.slug, project.id);
    await user.click(await screen.findByRole('button', { name: 'Delete project' }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${project.title}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(getMockDatabase().courses.projects.get(project.id)).toBeUndefined());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/dashboard/courses/${course.slug}?section=projects`),
    );
  }, 30_000);

  it('treats a project of another course as not found', async () => {
    const { project, course } = projectWithCourse();
    const other = getMockDatabase().courses.courses.find((row) => row.id !== course.id);
    renderEdit(other?.slug ?? 'x', project.id);
    expect(await screen.findByRole('heading', { name: 'This project does not exist' }, { timeout: 10_000 })).toBeTruthy();
  }, 20_000);
});
