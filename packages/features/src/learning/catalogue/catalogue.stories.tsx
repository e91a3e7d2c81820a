/** The dashboard catalogue for a learner and for staff, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CataloguePage } from './catalogue-page';

const LOADED = { timeout: 15_000 };
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

const Dashboard = dashboardScreen({
  courses: <CataloguePage />,
  '*': <RoutePage pathname="/dashboard/courses" />,
});

function Screen({ role, query = '' }: { role: UserType; query?: string }) {
  return <Dashboard role={role} path={`/dashboard/courses${query}`} />;
}

const meta = {
  title: 'Screens/Learning/Catalogue',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner: their enrolled courses first with progress, then every published course. */
export const Learner: Story = {
  render: () => <Screen role="student" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your courses' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Progress in JavaScript Fundamentals' }, LOADED)).toBeVisible();
  },
};

/** Staff: the published catalogue with the way to Manage courses (drafts). */
export const Staff: Story = {
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Manage courses' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Screen role="student" />,
  parameters: backendWith(empty('listCourses'), empty('listMyStudentEnrollments')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No courses yet', undefined, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Screen role="student" />,
  parameters: backendWith(loading('listCourses')),
};

export const ServerError: Story = {
  render: () => <Screen role="student" />,
  parameters: backendWith(failing('listCourses')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load courses' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Learning paths for a learner: their standing on each path they follow. */
export const LearningPaths: Story = {
  render: () => <Screen role="student" query="?section=paths" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paused', undefined, LOADED)).toBeVisible();
  },
};

/** One path the learner follows: progress across its courses, the next course with Move on, Pause. */
export const LearningPath: Story = {
  render: () => <Screen role="student" query="?path=1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pause' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Move on to the next course' }, LOADED)).toBeVisible();
  },
};

/** A parent reads a path's courses; only learners start, pause and resume paths. */
export const LearningPathForParent: Story = {
  render: () => <Screen role="parent" query="?path=1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Courses in order' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start this path' })).toBeNull();
  },
};

export const LearningPathsEmpty: Story = {
  render: () => <Screen role="student" query="?section=paths" />,
  parameters: backendWith(empty('listLearningCenterPaths')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No learning paths yet' }, LOADED)).toBeVisible();
  },
};

export const LearningPathsError: Story = {
  render: () => <Screen role="student" query="?section=paths" />,
  parameters: backendWith(failing('listLearningCenterPaths')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the learning paths' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LearningPathsLoading: Story = {
  render: () => <Screen role="student" query="?section=paths" />,
  parameters: backendWith(
    http.get('*/learning/learning-paths/', async () => {
      await delay('infinite');
      return HttpResponse.json(EMPTY_PAGE);
    }),
  ),
};
