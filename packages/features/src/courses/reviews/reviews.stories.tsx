/** The course reviews moderation list inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CourseStoryScreen } from '../shared/story-screen';
import { ReviewsPage } from './reviews-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const API = '*/courses/course-reviews/';

const Screen = ({
  role = 'admin' as const,
  path = '/dashboard/courses/reviews',
}: {
  role?: 'teacher' | 'admin';
  path?: string;
}) => <CourseStoryScreen role={role} path={path} routePath="courses/reviews" element={<ReviewsPage />} />;

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
  parameters: {
    msw: {
      handlers: [http.get(API, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })), ...backend],
    },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No reviews yet' }, LOADED)).toBeVisible();
  },
};

/** A teacher moderates the reviews of the courses they teach. */
export const Teacher: Story = { render: () => <Screen role="teacher" /> };

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
