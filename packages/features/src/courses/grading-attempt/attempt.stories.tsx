/** An assessment attempt's grading page inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';
import { AttemptPage } from './attempt-page';

const LOADED = { timeout: 15_000 };

const Attempt = dashboardScreen({ 'courses/grading/attempts/:attemptId': <AttemptPage />, '*': <Landed /> }, 'admin');
const Screen = ({ path = '/dashboard/courses/grading/attempts/1' }: { path?: string }) => <Attempt path={path} />;

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

/** An assessment graded with a rubric: points and a comment for each criterion beside the answers' points. */
export const WithRubric: Story = {
  beforeEach: () => {
    const db = getMockDatabase();
    const assessment = db.learning.attempts.get(1)?.assessment;
    const rubric = db.learning.rubrics.find((row) => row.course === null);
    if (!assessment || !rubric) return undefined;
    db.learning.assessments.update(assessment, { rubric: rubric.id });
    return () => void db.learning.assessments.update(assessment, { rubric: null });
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Completeness \(out of 50\)/ }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen path="/dashboard/courses/grading/attempts/abc" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This attempt does not exist' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { parameters: backendWith(loading('getAssessmentAttempt')), render: () => <Screen /> };

export const Failing: Story = {
  parameters: backendWith(failing('getAssessmentAttempt')),
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
