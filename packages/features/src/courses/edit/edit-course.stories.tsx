/** The edit course screen inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CourseStoryScreen } from '../shared/story-screen';
import { EditCoursePage } from './edit-course-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };

const Screen = ({ identifier = '1', role = 'admin' as const }: { identifier?: string; role?: 'admin' | 'teacher' }) => (
  <CourseStoryScreen
    role={role}
    path={`/dashboard/courses/${identifier}/edit`}
    routePath="courses/:id/edit"
    element={<EditCoursePage />}
  />
);

const meta = {
  title: 'Screens/Courses/Edit course',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin edits a course: the form holds its values, the cover shows as the current image. */
export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Edit / }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Title/ }, LOADED)).not.toHaveValue('');
  },
};

/** By slug: the same course (service spec §5). */
export const BySlug: Story = { render: () => <Screen identifier="introduction-to-programming-with-python" /> };

/** A course that does not exist: service spec §8's text and the way back. */
export const NotFound: Story = {
  render: () => <Screen identifier="99999" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Course with identifier "99999" not found' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/1/', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...backend,
      ],
    },
  },
  render: () => <Screen />,
};

export const Failing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/1/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })),
        ...backend,
      ],
    },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const Phone: Story = { render: () => <Screen />, globals: { viewport: { value: 'mobile', isRotated: false } } };
