/** The project submissions list inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, Landed, loading } from '../../../test/story-app';
import { ProjectSubmissionsPage } from './project-submissions-page';

const LOADED = { timeout: 15_000 };

const Submissions = dashboardScreen({ 'courses/grading/projects': <ProjectSubmissionsPage />, '*': <Landed /> }, 'teacher');
const Screen = ({ role }: { role?: 'teacher' | 'admin' }) => (
  <Submissions role={role} path="/dashboard/courses/grading/projects" />
);

const meta = {
  title: 'Screens/Grading/Project submissions',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Project submissions' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: / by / }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Nothing handed in yet. */
export const Empty: Story = {
  parameters: backendWith(empty('listProjectSubmissions')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No submissions yet' }, LOADED)).toBeVisible();
  },
};

/** An admin sees every course's work. */
export const Admin: Story = { render: () => <Screen role="admin" /> };

export const Loading: Story = { parameters: backendWith(loading('listProjectSubmissions')), render: () => <Screen /> };

export const Failing: Story = {
  parameters: backendWith(failing('listProjectSubmissions')),
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
