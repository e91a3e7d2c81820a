import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CourseSettingsPage } from './course-settings-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const TAUGHT = 'introduction-to-programming-with-python';
const NOT_TAUGHT = 'javascript-fundamentals';

const renderSettings = (role: 'teacher' | 'admin', slug = TAUGHT, search = '') =>
  renderInApp(<CourseSettingsPage />, {
    path: `/dashboard/courses/${slug}/settings${search}`,
    routePath: '/dashboard/courses/:slug/settings',
    session: signedInSession(role),
  });

const courseBySlug = (slug: string) => {
  const course = getMockDatabase().courses.courses.find((row) => row.slug === slug);
  if (!course) throw new Error(`the seed has ${slug}`);
  return course;
};

/** The first module of the course with at least two lessons directly in one list (topic or module). */
function lessonPair(courseId: number) {
  const db = getMockDatabase();
  const lessons = db.courses.lessons.filter((lesson) => lesson.course === courseId);
  const groups = new Map<string, typeof lessons>();
  for (const lesson of lessons) {
    const key = `${lesson.module}:${lesson.topic ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), lesson]);
  }
  const group = [...groups.values()].find((rows) => rows.length >= 2);
  if (!group) throw new Error('the seed has two lessons side by side');
  const [first, second] = [...group].sort((a, b) => a.order - b.order || a.id - b.id);
  if (!first || !second) throw new Error('two lessons');
  return [first, second] as const;
}

describe('course settings: the curriculum builder', () => {
  it('lets the course’s teacher add a module, a topic in it and a lesson in the topic', async () => {
    const course = courseBySlug(TAUGHT);
    const { user } = renderSettings('teacher');
    expect(await screen.findByRole('heading', { level: 1, name: `${course.title}: settings` }, LOADED)).toBeTruthy();
    await screen.findByRole('list', { name: 'Modules' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    await user.type(screen.getByRole('textbox', { name: /New module title/ }), 'Working with files{Enter}');
    await waitFor(
      () => expect(getMockDatabase().courses.modules.find((row) => row.title === 'Working with files')).toBeTruthy(),
      LOADED,
    );
    expect(await screen.findByText('Module Working with files added to the course.', undefined, LOADED)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Add topic to Working with files' }, LOADED));
    await user.type(screen.getByRole('textbox', { name: /New topic in Working with files/ }), 'Reading CSV{Enter}');
    await waitFor(() => expect(getMockDatabase().courses.topics.find((row) => row.title === 'Reading CSV')).toBeTruthy(), LOADED);

    await user.click(await screen.findByRole('button', { name: 'Add lesson to Reading CSV' }, LOADED));
    await user.type(screen.getByRole('textbox', { name: /New lesson in Reading CSV/ }), 'Opening a file{Enter}');
    await waitFor(() => {
      const lesson = getMockDatabase().courses.lessons.find((row) => row.title === 'Opening a file');
      const topic = getMockDatabase().courses.topics.find((row) => row.title === 'Reading CSV');
      expect(lesson?.topic).toBe(topic?.id);
    }, LOADED);
  }, 60_000);

  it('moves a lesson up with the keyboard, keeps the focus on it and announces its new position', async () => {
    const course = courseBySlug(TAUGHT);
    const [first, second] = lessonPair(course.id);
    const { user } = renderSettings('teacher');
    const up = await screen.findByRole('button', { name: `Move lesson ${second.title} up` }, LOADED);
    up.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(new RegExp(`^${second.title} moved to position \\d+ of \\d+ in `), undefined, LOADED),
    ).toBeTruthy();
    await waitFor(() => {
      const db = getMockDatabase().courses.lessons;
      expect((db.get(second.id)?.order ?? 0) < (db.get(first.id)?.order ?? 0)).toBe(true);
    }, LOADED);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^Move lesson ${second.title} (up|down)$`)),
    );
  }, 40_000);

  it('moves a lesson to another module from its Move menu (the keyboard path of dragging it there)', async () => {
    const course = courseBySlug(TAUGHT);
    const [lesson] = lessonPair(course.id);
    const target = getMockDatabase()
      .courses.modules.filter((module) => module.course === course.id && module.id !== lesson.module)
      .sort((a, b) => a.order - b.order)[0];
    if (!target) throw new Error('the seed has a second module');
    const { user } = renderSettings('teacher');
    await user.click(await screen.findByRole('button', { name: `Move lesson ${lesson.title} to another module` }, LOADED));
    await user.click(await screen.findByRole('menuitem', { name: target.title }, LOADED));
    expect(await screen.findByText(`${lesson.title} moved to the end of ${target.title}.`, undefined, LOADED)).toBeTruthy();
    await waitFor(
      () => expect(getMockDatabase().courses.lessons.get(lesson.id)).toMatchObject({ module: target.id, topic: null }),
      LOADED,
    );
    const list = await screen.findByRole('list', { name: `Lessons of ${target.title} outside topics` }, LOADED);
    expect(await within(list).findByText(lesson.title, undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('names the module and what goes with it before deleting it', async () => {
    const course = courseBySlug(TAUGHT);
    const module = getMockDatabase().courses.modules.filter((row) => row.course === course.id)[0];
    if (!module) throw new Error('the seed has a module');
    const { user } = renderSettings('admin');
    await user.click(await screen.findByRole('button', { name: `Delete module ${module.title}` }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete module “${module.title}”?` }, LOADED);
    expect(within(dialog).getByText(/topics? and \d+ lessons? \(with their attachments\) are deleted with it/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete module' }));
    await waitFor(() => expect(getMockDatabase().courses.modules.get(module.id)).toBeUndefined(), LOADED);
    expect(getMockDatabase().courses.lessons.some((row) => row.module === module.id)).toBe(false);
  }, 40_000);

  it('publishes selected lessons together (lesson bulk_update)', async () => {
    const course = courseBySlug(TAUGHT);
    const [first, second] = lessonPair(course.id);
    getMockDatabase().courses.lessons.update(first.id, { is_published: false });
    getMockDatabase().courses.lessons.update(second.id, { is_published: false });
    const { user } = renderSettings('teacher');
    await user.click(await screen.findByRole('checkbox', { name: `Select lesson ${first.title}` }, LOADED));
    await user.click(screen.getByRole('checkbox', { name: `Select lesson ${second.title}` }));
    const bar = await screen.findByRole('region', { name: 'Selected lessons' }, LOADED);
    expect(within(bar).getByText('2 lessons selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(getMockDatabase().courses.lessons.get(first.id)?.is_published).toBe(true);
      expect(getMockDatabase().courses.lessons.get(second.id)?.is_published).toBe(true);
    }, LOADED);
  }, 40_000);

  it('edits a lesson: content with a live preview, language and estimated time', async () => {
    const course = courseBySlug(TAUGHT);
    const [lesson] = lessonPair(course.id);
    const { user } = renderSettings('teacher');
    await user.click(await screen.findByRole('button', { name: `Edit lesson ${lesson.title}` }, LOADED));
    const drawer = await screen.findByRole('dialog', { name: `Edit lesson: ${lesson.title}` }, LOADED);
    const content = await within(drawer).findByRole('textbox', { name: /^Content/ }, LOADED);
    await user.clear(content);
    await user.type(content, '## Loops{Enter}{Enter}Repeat **work**.');
    const preview = within(drawer).getByRole('region', { name: 'Live preview' });
    expect(await within(preview).findByRole('heading', { name: 'Loops' }, LOADED)).toBeTruthy();
    const minutes = within(drawer).getByRole('textbox', { name: /Estimated time/ });
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(within(drawer).getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => {
      const saved = getMockDatabase().courses.lessons.get(lesson.id);
      expect(saved?.content).toContain('## Loops');
      expect(saved?.duration_minutes).toBe(25);
    }, LOADED);
  }, 60_000);

  it('offers a teacher who does not teach the course no way to change it', async () => {
    const course = courseBySlug(NOT_TAUGHT);
    renderSettings('teacher', NOT_TAUGHT);
    expect(await screen.findByRole('heading', { level: 1, name: `${course.title}: settings` }, LOADED)).toBeTruthy();
    expect(await screen.findByText('You do not teach this course', undefined, LOADED)).toBeTruthy();
    await screen.findByRole('list', { name: 'Modules' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Add module' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move module / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish course' })).toBeNull();
  }, 30_000);

  it('shows a failed curriculum read with Retry', async () => {
    setMockFaults({ statuses: { listCourseModules: 500 } });
    const { user } = renderSettings('admin');
    const retry = await screen.findByRole('button', { name: 'Try again' }, LOADED);
    resetMockFaults();
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Modules' }, LOADED)).toBeTruthy();
  }, 30_000);
});

describe('course settings: offerings, pricing and announcements', () => {
  it('adds an offering with dates and capacity', async () => {
    const course = courseBySlug(TAUGHT);
    const { user } = renderSettings('teacher', TAUGHT, '?section=offerings');
    await screen.findByRole('heading', { level: 2, name: 'Offerings' }, LOADED);
    await user.click(await screen.findByRole('button', { name: 'Add offering' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'New offering' }, LOADED);
    await user.type(await within(dialog).findByRole('textbox', { name: /^Title/ }, LOADED), 'January 2027 evening cohort');
    await user.type(within(dialog).getByRole('textbox', { name: /^Capacity/ }), '30');
    const start = within(dialog).getByLabelText(/^Starts/);
    await user.type(start, '2027-01-11');
    await user.click(within(dialog).getByRole('button', { name: 'Add offering' }));
    await waitFor(() => {
      const offering = getMockDatabase().courses.offerings.find((row) => row.title === 'January 2027 evening cohort');
      expect(offering?.course.id).toBe(course.id);
      expect(offering?.capacity).toBe(30);
    }, LOADED);
  }, 60_000);

  it('lets admins change the course’s prices and tells teachers who sets them', async () => {
    renderSettings('teacher', TAUGHT, '?section=pricing');
    expect(await screen.findByText('Prices and payment plans are set by administrators.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add price' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Payment plans' }, LOADED)).toBeTruthy();
  }, 30_000);

  it('shows admins the Add price action', async () => {
    renderSettings('admin', TAUGHT, '?section=pricing');
    expect(await screen.findByRole('button', { name: 'Add price' }, LOADED)).toBeTruthy();
  }, 30_000);

  it('posts an announcement to the course', async () => {
    const course = courseBySlug(TAUGHT);
    const { user } = renderSettings('teacher', TAUGHT, '?section=announcements');
    await screen.findByRole('heading', { level: 2, name: 'Announcements' }, LOADED);
    await user.click(await screen.findByRole('button', { name: 'Post announcement' }, LOADED));
    const form = await screen.findByRole('form', { name: 'New announcement' }, LOADED);
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Live session on Friday');
    await user.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Join us at 6 pm EAT.');
    await user.click(within(form).getByRole('button', { name: 'Post announcement' }));
    await waitFor(() => {
      const posted = getMockDatabase().courses.announcements.find((row) => row.title === 'Live session on Friday');
      expect(posted?.course).toBe(course.id);
    }, LOADED);
    expect(await screen.findByRole('heading', { level: 3, name: 'Live session on Friday' }, LOADED)).toBeTruthy();
  }, 40_000);
});
