/** A project submission's grading page inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';
import { ProjectSubmissionPage } from './project-submission-page';

const LOADED = { timeout: 15_000 };

const Submission = dashboardScreen(
  { 'courses/grading/projects/:submissionId': <ProjectSubmissionPage />, '*': <Landed /> },
  'teacher',
);
const Screen = ({ path = '/dashboard/courses/grading/projects/3' }: { path?: string }) => <Submission path={path} />;

const meta = {
  title: 'Screens/Grading/Project submission',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Going live project/ }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Save grade' }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen path="/dashboard/courses/grading/projects/99999" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This submission does not exist' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { parameters: backendWith(loading('getProjectSubmission')), render: () => <Screen /> };

export const Failing: Story = {
  parameters: backendWith(failing('getProjectSubmission')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const Phone: Story = { render: () => <Screen />, globals: { viewport: { value: 'mobile', isRotated: false } } };
