/** The learning analytics screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CourseAnalyticsPage } from './course/course-analytics-page';
import { MyLearningPage } from './my-learning/my-learning-page';
import { LearningRecordPage } from './record/record-page';
import { LearningRecordsPage } from './records/records-page';

const Screen = dashboardScreen({
  'learning/my-learning': <MyLearningPage />,
  'learning/analytics': <LearningRecordsPage />,
  'learning/analytics/:id': <LearningRecordPage />,
  'learning/analytics/courses/:id': <CourseAnalyticsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };
const MINE = '/dashboard/learning/my-learning';
const RECORDS = '/dashboard/learning/analytics';

const meta = {
  title: 'Screens/Learning/Analytics',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's own: today, their figures, the last seven days as bars, what is due and each course. */
export const MyLearning: Story = {
  render: () => <Screen role="student" path={MINE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Your day' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Your courses' }, LOADED)).toBeVisible();
  },
};

export const MyLearningLoading: Story = {
  ...MyLearning,
  play: undefined,
  parameters: backendWith(
    loading('getLearningAnalyticsDailySummary'),
    loading('getLearningStudentDashboard'),
    loading('getLearningProgressSummary'),
  ),
};

/** A learner not enrolled anywhere yet: the way to the courses. */
export const MyLearningEmpty: Story = {
  render: MyLearning.render,
  parameters: backendWith(
    answering('getLearningStudentDashboard', {
      enrolled_courses: 0,
      in_progress_courses: 0,
      completed_courses: 0,
      assessments_completed: 0,
      upcoming_assessments: [],
      recent_attempts: [],
    }),
    answering('getLearningProgressSummary', {
      courses_enrolled: 0,
      courses_completed: 0,
      lessons_completed: 0,
      assessments_attempted: 0,
      assessments_passed: 0,
      courses: [],
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have not started learning yet' }, LOADED)).toBeVisible();
  },
};

export const MyLearningFailing: Story = {
  ...MyLearning,
  play: undefined,
  parameters: backendWith(failing('getLearningStudentDashboard'), failing('getLearningAnalyticsDailySummary')),
};

/** Staff: today's totals over their students, then each student's learning days. */
export const Records: Story = {
  render: () => <Screen role="teacher" path={RECORDS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learning analytics' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Your students’ day' }, LOADED)).toBeVisible();
  },
};

export const RecordsEmpty: Story = {
  render: Records.render,
  parameters: backendWith(empty('listLearningAnalytics')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No learning recorded yet' }, LOADED)).toBeVisible();
  },
};

export const RecordsFailing: Story = { ...Records, play: undefined, parameters: backendWith(failing('listLearningAnalytics')) };

/** One student's day, with the way to the student, their other days and the course. */
export const Record: Story = {
  render: () => <Screen role="admin" path={`${RECORDS}/1`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'The day' }, LOADED)).toBeVisible();
  },
};

/** A course's figures and its daily activity as bars, for its staff. */
export const CourseAnalytics: Story = {
  render: () => <Screen role="admin" path={`${RECORDS}/courses/1`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'The course in figures' }, LOADED)).toBeVisible();
  },
};

/** A teacher who does not teach the course is refused by the contract (403). */
export const CourseAnalyticsRefused: Story = {
  ...CourseAnalytics,
  play: undefined,
  parameters: backendWith(failing('getLearningCourseAnalytics', 403, 'You do not have permission to perform this action.')),
};
