/** The course reviews moderation list inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, Landed, loading } from '../../../test/story-app';
import { ReviewsPage } from './reviews-page';

const LOADED = { timeout: 15_000 };

const Reviews = dashboardScreen({ 'courses/reviews': <ReviewsPage />, '*': <Landed /> }, 'admin');
const Screen = ({ role }: { role?: 'teacher' | 'admin' }) => <Reviews role={role} path="/dashboard/courses/reviews" />;

const meta = {
  title: 'Screens/Courses/Reviews',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Course reviews' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByText(/^By /, undefined, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Nothing handed in yet. */
export const Empty: Story = {
  parameters: backendWith(empty('listCourseReviews')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No reviews yet' }, LOADED)).toBeVisible();
  },
};

/** A teacher moderates the reviews of the courses they teach. */
export const Teacher: Story = { render: () => <Screen role="teacher" /> };

export const Loading: Story = { parameters: backendWith(loading('listCourseReviews')), render: () => <Screen /> };

export const Failing: Story = {
  parameters: backendWith(failing('listCourseReviews')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
