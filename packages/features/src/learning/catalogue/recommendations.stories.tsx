/** What a learner is recommended (catalogue) and a course's updates and similar courses, in their other states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CourseDetailsPage } from '../course/course-details-page';
import { CataloguePage } from './catalogue-page';

const LOADED = { timeout: 15_000 };

const Dashboard = dashboardScreen(
  {
    courses: <CataloguePage />,
    'courses/:slug': <CourseDetailsPage />,
    '*': <RoutePage pathname="/dashboard/courses" />,
  },
  'student',
);

const meta = {
  title: 'Screens/Learning/Recommendations',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to recommend yet. */
export const NoRecommendations: Story = {
  parameters: backendWith(answering('listCourseRecommendations', [])),
  render: () => <Dashboard path="/dashboard/courses" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No recommendations yet' }, LOADED)).toBeVisible();
  },
};

export const RecommendationsLoading: Story = {
  parameters: backendWith(loading('listCourseRecommendations')),
  render: () => <Dashboard path="/dashboard/courses" />,
};

export const RecommendationsFailing: Story = {
  parameters: backendWith(failing('listCourseRecommendations')),
  render: () => <Dashboard path="/dashboard/courses" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load recommended for you' }, LOADED)).toBeVisible();
  },
};

/** A course with nothing new and nothing like it. */
export const CourseWithoutUpdatesOrSimilar: Story = {
  parameters: backendWith(empty('listCourseUpdates'), answering('listSimilarCourses', [])),
  render: () => <Dashboard path="/dashboard/courses/javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing new yet' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No similar courses yet' }, LOADED)).toBeVisible();
  },
};
