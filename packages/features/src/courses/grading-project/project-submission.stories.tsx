/** A project submission's grading page inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CourseStoryScreen } from '../shared/story-screen';
import { ProjectSubmissionPage } from './project-submission-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const API = '*/courses/project-submissions/:id/';

const Screen = ({
  role = 'teacher' as const,
  path = '/dashboard/courses/grading/projects/3',
}: {
  role?: 'teacher' | 'admin';
  path?: string;
}) => (
  <CourseStoryScreen
    role={role}
    path={path}
    routePath="courses/grading/projects/:submissionId"
    element={<ProjectSubmissionPage />}
  />
);

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

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(API, async () => {
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
    msw: { handlers: [http.get(API, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })), ...backend] },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const Phone: Story = { render: () => <Screen />, globals: { viewport: { value: 'mobile', isRotated: false } } };
