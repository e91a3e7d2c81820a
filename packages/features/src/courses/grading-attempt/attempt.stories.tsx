/** An assessment attempt's grading page inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CourseStoryScreen } from '../shared/story-screen';
import { AttemptPage } from './attempt-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const API = '*/learning/assessment-attempts/:id/';

const Screen = ({
  role = 'admin' as const,
  path = '/dashboard/courses/grading/attempts/1',
}: {
  role?: 'teacher' | 'admin';
  path?: string;
}) => <CourseStoryScreen role={role} path={path} routePath="courses/grading/attempts/:attemptId" element={<AttemptPage />} />;

const meta = {
  title: 'Screens/Grading/Assessment attempt',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^JavaScript Fundamentals/ }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Grade attempt' }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen path="/dashboard/courses/grading/attempts/abc" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This attempt does not exist' }, LOADED)).toBeVisible();
  },
};

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
