/** The course settings screen inside the dashboard shell, served by the mock backend (msw), in every state and role. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, Landed, loading } from '../../../test/story-app';
import { CourseSettingsPage } from './course-settings-page';

const LOADED = { timeout: 15_000 };
const TAUGHT = 'introduction-to-programming-with-python';
const NOT_TAUGHT = 'javascript-fundamentals';

const Settings = dashboardScreen({ 'courses/:slug/settings': <CourseSettingsPage />, '*': <Landed /> });
const Screen = ({
  role = 'teacher',
  slug = TAUGHT,
  section = '',
}: {
  role?: 'teacher' | 'admin' | 'super_admin';
  slug?: string;
  section?: string;
}) => <Settings role={role} path={`/dashboard/courses/${slug}/settings${section ? `?section=${section}` : ''}`} />;

const meta = {
  title: 'Screens/Courses/Course settings',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The course's teacher: the curriculum with every edit, move and delete control. */
export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /: settings$/ }, LOADED)).toBeVisible();
    const modules = await canvas.findByRole('list', { name: 'Modules' }, LOADED);
    await expect(
      (await within(modules).findAllByRole('button', { name: /^Move module .* down$/ }, LOADED)).length,
    ).toBeGreaterThan(0);
  },
};

/** Keyboard reordering: Move down on the first module moves it and announces its new place. */
export const KeyboardReorder: Story = {
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modules = await canvas.findByRole('list', { name: 'Modules' }, LOADED);
    const [down] = await within(modules).findAllByRole('button', { name: /^Move module .* down$/ }, LOADED);
    if (!down) throw new Error('a module to move');
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(canvas.getByRole('status').textContent).toMatch(/moved to position 2 of \d+ in the course\./),
      LOADED,
    );
  },
};

/**
 * A real upload (multipart through the HTTP core's XHR, served by the mock's worker): two files chosen in
 * a lesson's editor go up together through bulk_upload and are listed under the lesson.
 */
export const AttachmentsUpload: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modules = await canvas.findByRole('list', { name: 'Modules' }, LOADED);
    const [edit] = await within(modules).findAllByRole('button', { name: /^Edit lesson / }, LOADED);
    if (!edit) throw new Error('a lesson to edit');
    await userEvent.click(edit);
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByLabelText(/^Upload attachments/, { selector: 'input' }, LOADED);
    await userEvent.upload(input, [
      new File(['week,amount\n1,2500\n'], 'mpesa-sales.csv', { type: 'text/csv' }),
      new File(['# Week 1 worksheet\n'], 'worksheet-1.md', { type: 'text/markdown' }),
    ]);
    await userEvent.click(body.getByRole('button', { name: 'Upload 2 files' }));
    const list = await body.findByRole('list', { name: 'Attachments' }, LOADED);
    await expect(await within(list).findByRole('link', { name: /mpesa-sales\.csv/ }, LOADED)).toBeVisible();
    await expect(within(list).getByRole('link', { name: /worksheet-1\.md/ })).toBeVisible();
  },
};

/** An admin: the same builder for any course, plus Publish for a draft. */
export const Admin: Story = { render: () => <Screen role="admin" slug={NOT_TAUGHT} /> };

/** A teacher who does not teach the course: read-only, with a note saying why. */
export const TeacherNotTeaching: Story = {
  render: () => <Screen slug={NOT_TAUGHT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You do not teach this course', undefined, LOADED)).toBeVisible();
    await canvas.findByRole('list', { name: 'Modules' }, LOADED);
    await expect(canvas.queryByRole('button', { name: 'Add module' })).toBeNull();
  },
};

/** A course with no curriculum yet: the next step is its first module. */
export const Empty: Story = {
  parameters: backendWith(empty('listCourseModules'), empty('listCourseTopics'), empty('listLessons')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add the first module' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listCourseModules')),
  render: () => <Screen />,
};

export const Failing: Story = {
  parameters: backendWith(failing('listCourseModules')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen slug="no-such-course" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to manage courses' }, LOADED)).toBeVisible();
  },
};

export const Offerings: Story = {
  render: () => <Screen section="offerings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Offerings' }, LOADED)).toBeVisible();
  },
};

/** An admin edits the course's prices; teachers read them. */
export const Pricing: Story = {
  render: () => <Screen role="admin" section="pricing" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Payment plans' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add price' })).toBeVisible();
  },
};

export const PricingTeacher: Story = {
  render: () => <Screen section="pricing" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Prices and payment plans are set by administrators.', undefined, LOADED)).toBeVisible();
  },
};

export const Announcements: Story = {
  render: () => <Screen section="announcements" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Announcements' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
