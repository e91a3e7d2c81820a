/** The Materials section of a course's page inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { mockHandlers } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CourseStoryScreen } from '../../courses/shared/story-screen';
import { CourseDetailsPage } from '../../learning/course/course-details-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const LIST = '*/learning/study-resources/';

const Screen = ({ role = 'student' }: { role?: UserType }) => (
  <CourseStoryScreen
    role={role}
    path="/dashboard/courses/javascript-fundamentals?section=materials"
    routePath="courses/:slug"
    element={<CourseDetailsPage />}
  />
);

const meta = {
  title: 'Screens/Materials/Course section',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'MDN JavaScript guide' }, LOADED)).toBeVisible();
  },
};

/** Staff manage the course's materials or add one from here. */
export const Teacher: Story = {
  render: () => <Screen role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Add material' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get(LIST, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })), ...backend],
    },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No materials yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: {
    msw: { handlers: [http.get(LIST, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })), ...backend] },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const Phone: Story = { render: () => <Screen />, globals: { viewport: { value: 'mobile', isRotated: false } } };
