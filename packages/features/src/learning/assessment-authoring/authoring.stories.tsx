/** The staff side of the assessments screens inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AssessmentPage } from '../assessment/assessment-page';
import { AssessmentsPage } from '../assessments/assessments-page';
import { backend, backendWith, dashboardScreen, empty, failing, Landed } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };

const Screen = dashboardScreen(
  { 'courses/assessments/:slugOrId': <AssessmentPage />, 'courses/assessments': <AssessmentsPage />, '*': <Landed /> },
  'admin',
);
const Assessment = ({ role }: { role?: 'admin' | 'teacher' }) => <Screen role={role} path="/dashboard/courses/assessments/1" />;

const meta = {
  title: 'Screens/Assessments/Staff side',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Edit, publish, the attempts to grade, the questions with their test cases, and the results section
 * (attempts, average score, pass rate, time, the score distribution and the hardest questions; its other
 * states are in analytics.stories.tsx).
 */
export const Admin: Story = {
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit assessment' }, LOADED)).toBeVisible();
    await expect(await canvas.findByText(/hidden$/, undefined, LOADED)).toBeVisible();
    const results = within(await canvas.findByRole('region', { name: 'Results' }, LOADED));
    await expect(await results.findByText('Pass rate', undefined, LOADED)).toBeVisible();
    await expect(await results.findByRole('heading', { name: 'Hardest questions' }, LOADED)).toBeVisible();
  },
};

/** Adding a code question opens its form with the first test case. */
export const AddCodeQuestion: Story = {
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add question' }, LOADED));
    const form = within(await canvas.findByRole('form', { name: 'New question' }, LOADED));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Kind of question/ }), 'code');
    await expect(await form.findByRole('switch', { name: /^Hidden test/ })).toBeChecked();
  },
};

export const NoQuestions: Story = {
  parameters: backendWith(empty('listAssessmentQuestions')),
  render: () => <Assessment role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No questions yet' }, LOADED)).toBeVisible();
  },
};

export const QuestionsFailing: Story = {
  parameters: backendWith(failing('listAssessmentQuestions')),
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** Staff start a new assessment from the list. */
export const NewFromTheList: Story = {
  render: () => <Screen role="teacher" path="/dashboard/courses/assessments" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'New assessment' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Assessment />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
