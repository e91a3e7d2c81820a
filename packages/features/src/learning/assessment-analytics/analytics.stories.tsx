/** An assessment's results section on the staff assessment page, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssessmentPage } from '../assessment/assessment-page';
import { answering, backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };

const Screen = dashboardScreen({ 'courses/assessments/:slugOrId': <AssessmentPage /> }, 'admin');
const Assessment = () => <Screen path="/dashboard/courses/assessments/1" />;

const meta = {
  title: 'Screens/Assessments/Results',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// The results with data (and on a phone) are the staff side's Admin and Phone stories (authoring.stories.tsx).

/** Nobody has taken it yet. */
export const NoAttempts: Story = {
  parameters: backendWith(
    answering('getCodingAssessmentAnalytics', {
      assessment_id: 1,
      total_attempts: 0,
      completed_attempts: 0,
      unique_students: 0,
      average_score: null,
      pass_rate: null,
      score_distribution: [],
      question_stats: [],
    }),
  ),
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No attempts yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('getCodingAssessmentAnalytics')),
  render: () => <Assessment />,
};

export const Failing: Story = {
  parameters: backendWith(failing('getCodingAssessmentAnalytics')),
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = within(await canvas.findByRole('region', { name: 'Results' }, LOADED));
    await expect(await results.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};
