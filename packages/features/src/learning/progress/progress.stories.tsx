/** My progress and one course's progress in the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../routing/route-page';
import { DashboardShell } from '../../shell/dashboard-shell';
import { CourseProgressPage } from '../course-progress/course-progress-page';
import { ProgressPage } from './progress-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const MY_COURSES = '*/courses/student-enrollments/my_courses/';

function Screen({ path, parent = false }: { path: string; parent?: boolean }) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs(parent ? 'parent' : 'student')}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="courses/progress" element={<ProgressPage />} />
          <Route path="courses/progress/:courseSlug" element={<CourseProgressPage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/courses" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

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
  render: () => <Screen path="/dashboard/courses/progress" parent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My children’s progress' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Screen path="/dashboard/courses/progress" />,
  parameters: {
    msw: {
      handlers: [
        http.get(MY_COURSES, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
        ...backend,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No courses yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Screen path="/dashboard/courses/progress" />,
  parameters: {
    msw: {
      handlers: [
        http.get(MY_COURSES, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...backend,
      ],
    },
  },
};

export const ServerError: Story = {
  render: () => <Screen path="/dashboard/courses/progress" />,
  parameters: {
    msw: { handlers: [http.get(MY_COURSES, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })), ...backend] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your progress' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** One course: stats, modules with their lessons, projects and time per week (chart with its table). */
export const CourseProgress: Story = {
  render: () => <Screen path="/dashboard/courses/progress/javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Modules' }, LOADED)).toBeVisible();
  },
};

export const CourseNotEnrolled: Story = {
  render: () => <Screen path="/dashboard/courses/progress/react-for-beginners" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are not enrolled in this course' }, LOADED)).toBeVisible();
  },
};
