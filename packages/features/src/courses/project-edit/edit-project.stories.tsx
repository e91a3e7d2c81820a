/** The edit project screen inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';
import { EditProjectPage } from './edit-project-page';

const LOADED = { timeout: 15_000 };

const EditProject = dashboardScreen({ 'courses/:slug/projects/:projectId/edit': <EditProjectPage />, '*': <Landed /> }, 'admin');
const Screen = ({ path = '/dashboard/courses/introduction-to-programming-with-python/projects/1/edit' }: { path?: string }) => (
  <EditProject path={path} />
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

export const Loading: Story = { parameters: backendWith(loading('getCourseProject')), render: () => <Screen /> };

export const Failing: Story = {
  parameters: backendWith(failing('getCourseProject')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
