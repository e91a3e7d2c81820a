/** My progress and one course's progress in the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CourseProgressPage } from '../course-progress/course-progress-page';
import { ProgressPage } from './progress-page';

const LOADED = { timeout: 15_000 };

const Screen = dashboardScreen(
  {
    'courses/progress': <ProgressPage />,
    'courses/progress/:courseSlug': <CourseProgressPage />,
    '*': <RoutePage pathname="/dashboard/courses" />,
  },
  'student',
);

const meta = {
  title: 'Screens/Learning/Progress',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The courses in progress first, then not started and completed. */
export const MyProgress: Story = {
  render: () => <Screen path="/dashboard/courses/progress" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^In progress \(\d+\)$/ }, LOADED)).toBeVisible();
  },
};

/** A parent: each child with their courses. */
export const Parent: Story = {
  render: () => <Screen path="/dashboard/courses/progress" role="parent" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My children’s progress' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Screen path="/dashboard/courses/progress" />,
  parameters: backendWith(empty('listMyStudentEnrollments')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No courses yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Screen path="/dashboard/courses/progress" />,
  parameters: backendWith(loading('listMyStudentEnrollments')),
};

export const ServerError: Story = {
  render: () => <Screen path="/dashboard/courses/progress" />,
  parameters: backendWith(failing('listMyStudentEnrollments')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your progress' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** One course: stats, modules with their lessons (an unfinished one with Mark the module as done), projects and time per week (chart with its table). */
export const CourseProgress: Story = {
  render: () => <Screen path="/dashboard/courses/progress/javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Modules' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Mark the module as done' }, LOADED))[0]).toBeVisible();
  },
};

export const CourseNotEnrolled: Story = {
  render: () => <Screen path="/dashboard/courses/progress/react-for-beginners" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are not enrolled in this course' }, LOADED)).toBeVisible();
  },
};
