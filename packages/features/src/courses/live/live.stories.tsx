/** A course's live activity inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { useState } from 'react';
import { answering, backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';
import { CourseLivePage } from './live-page';

const LOADED = { timeout: 15_000 };
const SLUG = 'react-for-beginners';

const Live = dashboardScreen({ 'courses/:slug/live': <CourseLivePage />, '*': <Landed /> }, 'admin');
const Screen = () => <Live path={`/dashboard/courses/${SLUG}/live`} />;

/** Three of the course's learners studying now (heartbeats of the last minute in the mock store). */
function seedActivity() {
  const db = getMockDatabase();
  const course = db.courses.courses.find((row) => row.slug === SLUG);
  const lessons = db.courses.lessons.filter((row) => row.course === course?.id).slice(0, 3);
  const learners = db.payments.enrollments.filter((row) => row.course === course?.id).slice(0, 3);
  const at = new Date(Date.now() - 30_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const kinds = ['coding', 'watching_video', 'reading'] as const;
  learners.forEach((enrollment, index) =>
    db.progress.activity.insert({
      user: enrollment.user,
      course: enrollment.course,
      activity_type: kinds[index] ?? 'reading',
      lesson: lessons[index]?.id ?? null,
      at,
      time_spent_seconds: 60,
    }),
  );
  return true;
}

function StudyingNow() {
  useState(seedActivity);
  return <Screen />;
}

const meta = {
  title: 'Screens/Courses/Live activity',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Studying: Story = {
  render: () => <StudyingNow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Live activity' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Active learners' }, LOADED)).toBeVisible();
  },
};

/** Nobody has a lesson of the course open. */
export const Nobody: Story = {
  parameters: backendWith(answering('listCourseActiveUsers', { course_id: 0, count: 0, users: [] })),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nobody is studying the course right now' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('getCourseLiveStats'), loading('listCourseActiveUsers')),
  render: () => <Screen />,
};

export const Failing: Story = {
  parameters: backendWith(failing('getCourseLiveStats'), failing('listCourseActiveUsers')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the active learners' }, LOADED)).toBeVisible();
  },
};
