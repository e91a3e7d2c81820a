import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { EditCoursePage } from './edit-course-page';

const server = startMockBackend();

const renderEdit = (identifier: string) =>
  renderInApp(<EditCoursePage />, {
    path: `/dashboard/courses/${identifier}/edit`,
    routePath: '/dashboard/courses/:id/edit',
    session: signedInSession('admin'),
  });

const firstCourse = () => {
  const course = getMockDatabase().courses.courses.all()[0];
  if (!course) throw new Error('the seed has courses');
  return course;
};

describe('the edit course screen', () => {
  it('loads the course by id, saves the change and opens the course', async () => {
    const course = firstCourse();
    const { user } = renderEdit(String(course.id));
    expect(await screen.findByRole('heading', { level: 1, name: `Edit ${course.title}` })).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe(course.title);
    await user.clear(title);
    await user.type(title, 'Renamed by the admin');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    await waitFor(() => expect(getMockDatabase().courses.courses.get(course.id)?.title).toBe('Renamed by the admin'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/courses/${course.slug}`));
  }, 20_000);

  it('finds the course by its slug too (service spec §5)', async () => {
    const course = firstCourse();
    renderEdit(course.slug);
    expect(await screen.findByRole('heading', { level: 1, name: `Edit ${course.title}` })).toBeTruthy();
  });

  it('says which course was not found', async () => {
    renderEdit('99999');
    expect(await screen.findByRole('heading', { name: 'Course with identifier "99999" not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to manage courses' }).getAttribute('href')).toBe('/dashboard/courses/manage');
  });

  it('treats an answer naming another course as not found (id mismatch)', async () => {
    const [asked, other] = getMockDatabase().courses.courses.all();
    if (!asked || !other) throw new Error('the seed has two courses');
    server.use(http.get(`*/courses/courses/${asked.id}/`, () => HttpResponse.json({ ...other })));
    renderEdit(String(asked.id));
    expect(await screen.findByRole('heading', { name: `Course with identifier "${asked.id}" not found` })).toBeTruthy();
  });

  it('keeps a published course without lessons from staying published', async () => {
    const db = getMockDatabase();
    const course = firstCourse();
    db.courses.lessons.removeWhere((lesson) => lesson.course === course.id);
    const { user } = renderEdit(String(course.id));
    const form = within(await screen.findByRole('form', { name: 'Edit course' }));
    await user.selectOptions(await form.findByRole('combobox', { name: /^Status/ }), 'published');
    await user.click(form.getByRole('button', { name: 'Save course' }));
    expect(await form.findByText('Add at least one lesson before publishing this course.')).toBeTruthy();
  }, 20_000);
});
