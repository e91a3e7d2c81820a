/** The assessment attempts list inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, Landed, loading } from '../../../test/story-app';
import { AttemptsPage } from './attempts-page';

const LOADED = { timeout: 15_000 };

const Attempts = dashboardScreen({ 'courses/grading/attempts': <AttemptsPage />, '*': <Landed /> }, 'admin');
const Screen = ({ role, path = '/dashboard/courses/grading/attempts' }: { role?: 'teacher' | 'admin'; path?: string }) => (
  <Attempts role={role} path={path} />
);

const meta = {
  title: 'Screens/Grading/Assessment attempts',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Assessment attempts' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: / by / }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Nothing handed in yet. */
export const Empty: Story = {
  parameters: backendWith(empty('listAssessmentAttempts')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No attempts yet' }, LOADED)).toBeVisible();
  },
};

/** A teacher sees the attempts at the assessments they manage. */
export const Teacher: Story = { render: () => <Screen role="teacher" /> };

export const Loading: Story = { parameters: backendWith(loading('listAssessmentAttempts')), render: () => <Screen /> };

export const Failing: Story = {
  parameters: backendWith(failing('listAssessmentAttempts')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** The demo teacher's first assessment with attempts (seeded), by id. */
function teachersAssessment(): number {
  const db = getMockDatabase();
  const teacher = db.accounts.users.find((user) => user.username === 'teacher');
  const row = db.learning.assessments.find(
    (candidate) =>
      db.courses.courses.get(candidate.course)?.instructor?.id === teacher?.id &&
      db.learning.attempts.some((attempt) => attempt.assessment === candidate.id),
  );
  return row?.id ?? 1;
}

/** A teacher narrows the list to one of their assessments: its results export as CSV; rows select for bulk grading. */
export const OneAssessment: Story = {
  render: () => <Screen role="teacher" path={`/dashboard/courses/grading/attempts?assessment=${teachersAssessment()}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Export results' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
