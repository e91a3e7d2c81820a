/** One lesson in the dashboard shell: open with Mark complete and Try it, locked, missing, loading and failing. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { LessonPage } from './lesson-page';

const LOADED = { timeout: 15_000 };

/** A published code lesson of a course (JavaScript Fundamentals is 2, React for Beginners 8). */
const codeLesson = (course: number) =>
  getMockDatabase().courses.lessons.find((row) => row.course === course && row.is_published && row.lesson_type === 'code')
    ?.slug ?? '';

const Dashboard = dashboardScreen({
  'courses/:courseSlug/lessons/:lessonSlug': <LessonPage />,
  '*': <RoutePage pathname="/dashboard/courses" />,
});

function Screen({ role, course, lesson }: { role: UserType; course: string; lesson: string }) {
  return <Dashboard role={role} path={`/dashboard/courses/${course}/lessons/${lesson}`} />;
}

const meta = {
  title: 'Screens/Learning/Lesson',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner with access: the lesson, its starter code with copy and Try it, Mark complete, previous and next. */
export const Learner: Story = {
  render: () => <Screen role="student" course="javascript-fundamentals" lesson={codeLesson(2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try it: Starter code in the playground' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Lessons' })).toBeVisible();
  },
};

/** A course not paid for: the lesson locked with the way into enrollment. */
export const Locked: Story = {
  render: () => <Screen role="student" course="react-for-beginners" lesson={codeLesson(8)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Enroll to unlock the lessons' }, LOADED)).toBeVisible();
  },
};

/** Staff read the lesson; nothing to complete. */
export const Staff: Story = {
  render: () => <Screen role="teacher" course="javascript-fundamentals" lesson={codeLesson(2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', undefined, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark complete' })).toBeNull();
  },
};

export const NotFound: Story = {
  render: () => <Screen role="student" course="javascript-fundamentals" lesson="no-such-lesson" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This lesson does not exist' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Screen role="student" course="javascript-fundamentals" lesson={codeLesson(2)} />,
  parameters: backendWith(loading('listCourseLessons')),
};

export const ServerError: Story = {
  render: () => <Screen role="student" course="javascript-fundamentals" lesson={codeLesson(2)} />,
  parameters: backendWith(failing('listCourseLessons')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load this lesson' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
