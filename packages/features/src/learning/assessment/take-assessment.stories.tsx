/** Taking an assessment in the dashboard shell, served by the mock backend (msw): the questions, and the states around them. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { TakeAssessmentPage } from './take-assessment-page';

const LOADED = { timeout: 15_000 };

const Screen = dashboardScreen(
  {
    'courses/assessments/:slugOrId/submit': <TakeAssessmentPage />,
  },
  'student',
);

const meta = {
  title: 'Screens/Learning/Take assessment',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The REST API design quiz (demo assessment 2): short answer, multiple choice, true/false and code with its visible test. */
export const Questions: Story = {
  render: () => <Screen path="/dashboard/courses/assessments/2/submit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer', {}, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Run the tests' }, LOADED)).toBeVisible();
  },
};

export const Starting: Story = {
  parameters: backendWith(loading('startCodingAssessmentAttempt')),
  render: () => <Screen path="/dashboard/courses/assessments/2/submit" />,
};

/** The server refuses a new attempt (here: all attempts used). */
export const CannotStart: Story = {
  parameters: backendWith(failing('startCodingAssessmentAttempt', 400, 'You have used all 2 attempts.')),
  render: () => <Screen path="/dashboard/courses/assessments/2/submit" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have used all 2 attempts.', {}, LOADED)).toBeVisible();
  },
};

export const InvalidId: Story = { render: () => <Screen path="/dashboard/courses/assessments/quiz/submit" /> };
