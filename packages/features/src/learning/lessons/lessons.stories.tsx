/** A course's lessons outline in the dashboard shell, for each enrollment and in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { LessonsPage } from './lessons-page';

const LOADED = { timeout: 15_000 };

const Dashboard = dashboardScreen({
  'courses/:courseSlug/lessons': <LessonsPage />,
  '*': <RoutePage pathname="/dashboard/courses" />,
});

function Screen({ role, slug }: { role: UserType; slug: string }) {
  return <Dashboard role={role} path={`/dashboard/courses/${slug}/lessons`} />;
}

const meta = {
  title: 'Screens/Learning/Lessons',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active learner: the course's progress, Continue at the first unfinished lesson, done and current lessons. */
export const LearnerWithAccess: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Course progress' }, LOADED)).toBeVisible();
  },
};

/** Not enrolled: the outline with lessons locked and Enroll leading into the enrollment flow. */
export const LearnerLocked: Story = {
  render: () => <Screen role="student" slug="react-for-beginners" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Enroll to unlock the lessons' }, LOADED)).toBeVisible();
  },
};

/** Staff: every lesson open, no progress of their own. */
export const Staff: Story = {
  render: () => <Screen role="teacher" slug="javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { level: 2 }, LOADED))[0]).toBeVisible();
    await expect(canvas.queryByText('Locked')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  parameters: backendWith(loading('listCourses')),
};

/** A course without published lessons. */
export const Empty: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  parameters: backendWith(empty('listCourseLessons')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No lessons yet' }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen role="student" slug="no-such-course" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This course does not exist' }, LOADED)).toBeVisible();
  },
};

export const ServerError: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  parameters: backendWith(failing('listCourses')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the lessons' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
