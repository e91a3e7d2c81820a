import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { CourseDetailsPage } from '../learning/course/course-details-page';
import { MaterialPage } from './detail/material-page';
import { EditMaterialPage } from './edit/edit-material-page';
import { MaterialsPage } from './list/materials-page';
import { NewMaterialPage } from './new/new-material-page';
import { CourseMaterialPage } from './view/course-material-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

const resources = () => getMockDatabase().learning.resources;
const studentId = () => getMockDatabase().accounts.users.find((user) => user.username === 'student')?.id;
const activeCourses = () =>
  new Set(
    getMockDatabase()
      .payments.enrollments.filter((row) => row.user === studentId() && row.status === 'active')
      .map((row) => row.course),
  );
const anyEnrollment = () =>
  new Set(
    getMockDatabase()
      .payments.enrollments.filter((row) => row.user === studentId())
      .map((row) => row.course),
  );
const courseSlug = (id: number) => getMockDatabase().courses.courses.get(id)?.slug ?? '';

describe('the materials list', { timeout: 30_000 }, () => {
  it('shows each material with its kind and course, and filters by kind from the URL', async () => {
    renderInApp(<MaterialsPage />, {
      path: '/dashboard/materials?resource_type=video',
      routePath: '/dashboard/materials',
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Materials' })).toBeTruthy();
    const video = resources().find((row) => row.resource_type === 'video');
    const document = resources().find((row) => row.resource_type === 'document');
    const link = await screen.findByRole('link', { name: video?.title }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/materials/${video?.id}`);
    expect(screen.queryByRole('link', { name: document?.title })).toBeNull();
  });
});

describe('a new material', { timeout: 30_000 }, () => {
  it('asks a link for its URL, then saves it and opens its page', async () => {
    const { user } = renderInApp(<NewMaterialPage />, {
      path: '/dashboard/materials/new',
      routePath: '/dashboard/materials/new',
      session: signedInSession('teacher'),
    });
    const form = within(await screen.findByRole('form', { name: 'New material' }, LOADED));
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'MDN: fetch()');
    await user.selectOptions(form.getByRole('combobox', { name: /^Kind/ }), 'link');
    await user.click(form.getByRole('button', { name: 'Add material' }));
    expect(await form.findByText('A link resource needs a URL.', undefined, LOADED)).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: /^URL/ }), 'https://developer.mozilla.org/en-US/docs/Web/API/fetch');
    await user.type(form.getByRole('textbox', { name: /^Tags/ }), 'http, javascript');
    await user.click(form.getByRole('button', { name: 'Add material' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/dashboard\/materials\/\d+$/), LOADED);
    expect(resources().find((row) => row.title === 'MDN: fetch()')).toMatchObject({
      resource_type: 'link',
      url: 'https://developer.mozilla.org/en-US/docs/Web/API/fetch',
      tags: ['http', 'javascript'],
      is_published: false,
    });
  });

  it('asks a document for a file or a URL', async () => {
    const { user } = renderInApp(<NewMaterialPage />, {
      path: '/dashboard/materials/new',
      routePath: '/dashboard/materials/new',
      session: signedInSession('admin'),
    });
    const form = within(await screen.findByRole('form', { name: 'New material' }, LOADED));
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Notes');
    await user.click(form.getByRole('button', { name: 'Add material' }));
    expect(await form.findByText('Upload a file or give a URL.', undefined, LOADED)).toBeTruthy();
  });
});

describe('a material’s page', { timeout: 30_000 }, () => {
  it('lets staff publish a draft', async () => {
    const draft = resources().find((row) => !row.is_published);
    const { user } = renderInApp(<MaterialPage />, {
      path: `/dashboard/materials/${draft?.id}`,
      routePath: '/dashboard/materials/:id',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: draft?.title }, LOADED)).toBeTruthy();
    expect(screen.getByText('Draft: staff only')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('alertdialog', undefined, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(resources().get(draft?.id ?? 0)?.is_published).toBe(true), LOADED);
  });

  it('is not found for a learner when it is a draft, and for an id that is not a number', async () => {
    const draft = resources().find((row) => !row.is_published);
    renderInApp(<MaterialPage />, {
      path: `/dashboard/materials/${draft?.id}`,
      routePath: '/dashboard/materials/:id',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'This material does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to courses' })).toBeTruthy();
  });
});

describe('editing a material', { timeout: 30_000 }, () => {
  it('saves the new title and opens the material', async () => {
    const material = resources().find((row) => row.resource_type === 'document');
    const { user } = renderInApp(<EditMaterialPage />, {
      path: `/dashboard/materials/edit/${material?.id}`,
      routePath: '/dashboard/materials/edit/:id',
      session: signedInSession('admin'),
    });
    const form = within(await screen.findByRole('form', { name: 'Edit material' }, LOADED));
    const title = form.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Git branching, revised');
    await user.click(form.getByRole('button', { name: 'Save material' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/materials/${material?.id}`), LOADED);
    expect(resources().get(material?.id ?? 0)?.title).toBe('Git branching, revised');
  });

  it('says an id that is not a number does not exist', async () => {
    renderInApp(<EditMaterialPage />, {
      path: '/dashboard/materials/edit/abc',
      routePath: '/dashboard/materials/edit/:id',
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('heading', { name: 'This material does not exist' }, LOADED)).toBeTruthy();
  });
});

describe('a course material for learners', { timeout: 30_000 }, () => {
  it('opens for an enrolled learner, with the course’s other materials', async () => {
    const material = resources().find((row) => row.is_published && row.course != null && activeCourses().has(row.course));
    if (!material?.course) throw new Error('the seed has no material of an enrolled course');
    renderInApp(<CourseMaterialPage />, {
      path: `/dashboard/courses/${courseSlug(material.course)}/materials/view/${material.id}`,
      routePath: '/dashboard/courses/:slug/materials/view/:materialId',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: material.title }, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'More from this course' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Materials' }).getAttribute('href')).toBe(
      `/dashboard/courses/${courseSlug(material.course)}?section=materials`,
    );
  });

  it('are listed in the Materials section of the course page, each opening in the viewer', async () => {
    const material = resources().find((row) => row.is_published && row.course != null);
    if (!material?.course) throw new Error('the seed has no course material');
    renderInApp(<CourseDetailsPage />, {
      path: `/dashboard/courses/${courseSlug(material.course)}?section=materials`,
      routePath: '/dashboard/courses/:slug',
      session: signedInSession('student'),
    });
    const link = await screen.findByRole('link', { name: material.title }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/courses/${courseSlug(material.course)}/materials/view/${material.id}`);
  });

  it('is locked with the next step for a learner who is not enrolled', async () => {
    const material = resources().find(
      (row) =>
        row.is_published &&
        row.course != null &&
        !anyEnrollment().has(row.course) &&
        getMockDatabase().courses.courses.get(row.course)?.pricing_type !== 'free',
    );
    if (!material?.course) throw new Error('the seed has no material of another course');
    renderInApp(<CourseMaterialPage />, {
      path: `/dashboard/courses/${courseSlug(material.course)}/materials/view/${material.id}`,
      routePath: '/dashboard/courses/:slug/materials/view/:materialId',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('region', { name: 'Lessons locked' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: material.title })).toBeNull();
  });

  it('does not show a material of another course', async () => {
    const material = resources().find((row) => row.is_published && row.course != null);
    const other = getMockDatabase().courses.courses.find(
      (course) => course.id !== material?.course && course.status === 'published',
    );
    renderInApp(<CourseMaterialPage />, {
      path: `/dashboard/courses/${other?.slug}/materials/view/${material?.id}`,
      routePath: '/dashboard/courses/:slug/materials/view/:materialId',
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('heading', { name: 'This material does not exist' }, LOADED)).toBeTruthy();
  });
});
