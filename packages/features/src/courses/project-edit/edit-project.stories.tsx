/** The edit project screen inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CourseStoryScreen } from '../shared/story-screen';
import { EditProjectPage } from './edit-project-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };

const Screen = ({ path = '/dashboard/courses/introduction-to-programming-with-python/projects/1/edit' }: { path?: string }) => (
  <CourseStoryScreen role="admin" path={path} routePath="courses/:slug/projects/:projectId/edit" element={<EditProjectPage />} />
);

const meta = {
  title: 'Screens/Courses/Edit project',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Edit / }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen path="/dashboard/courses/introduction-to-programming-with-python/projects/99999/edit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This project does not exist' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/projects/1/', async () => {
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
        http.get('*/courses/projects/1/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })),
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
