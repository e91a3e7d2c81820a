/** An assessment's results section on the staff assessment page, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { AssessmentPage } from '../../learning/assessment/assessment-page';
import { CourseStoryScreen } from '../shared/story-screen';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const ANALYTICS = '*/learning/assessments/:id/analytics/';

const Assessment = ({ role = 'admin' as const }: { role?: 'admin' | 'teacher' }) => (
  <CourseStoryScreen
    role={role}
    path="/dashboard/courses/assessments/1"
    routePath="courses/assessments/:slugOrId"
    element={<AssessmentPage />}
  />
);

const meta = {
  title: 'Screens/Assessments/Results',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Attempts, average score, pass rate, time, the score distribution and the hardest questions. */
export const Results: Story = {
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = within(await canvas.findByRole('region', { name: 'Results' }, LOADED));
    await expect(await results.findByText('Pass rate', undefined, LOADED)).toBeVisible();
    await expect(await results.findByRole('heading', { name: 'Hardest questions' }, LOADED)).toBeVisible();
  },
};

export const OnPhone: Story = {
  render: () => <Assessment />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Nobody has taken it yet. */
export const NoAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(ANALYTICS, ({ params }) =>
          HttpResponse.json({
            assessment_id: Number(params.id),
            total_attempts: 0,
            completed_attempts: 0,
            unique_students: 0,
            average_score: null,
            pass_rate: null,
            score_distribution: [],
            question_stats: [],
          }),
        ),
        ...backend,
      ],
    },
  },
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No attempts yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(ANALYTICS, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...backend,
      ],
    },
  },
  render: () => <Assessment />,
};

export const Failing: Story = {
  parameters: {
    msw: { handlers: [http.get(ANALYTICS, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })), ...backend] },
  },
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = within(await canvas.findByRole('region', { name: 'Results' }, LOADED));
    await expect(await results.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};
