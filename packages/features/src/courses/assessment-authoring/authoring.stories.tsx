/** The staff side of the assessments screens inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AssessmentPage } from '../../learning/assessment/assessment-page';
import { AssessmentsPage } from '../../learning/assessments/assessments-page';
import { CourseStoryScreen } from '../shared/story-screen';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const QUESTIONS = '*/learning/questions/';

const Assessment = ({ role = 'admin' as const }: { role?: 'admin' | 'teacher' }) => (
  <CourseStoryScreen
    role={role}
    path="/dashboard/courses/assessments/1"
    routePath="courses/assessments/:slugOrId"
    element={<AssessmentPage />}
  />
);

const meta = {
  title: 'Screens/Assessments/Staff side',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit, publish, the attempts to grade and the questions with their test cases. */
export const Admin: Story = {
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit assessment' }, LOADED)).toBeVisible();
    await expect(await canvas.findByText(/hidden$/, undefined, LOADED)).toBeVisible();
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
  parameters: {
    msw: {
      handlers: [http.get(QUESTIONS, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })), ...backend],
    },
  },
  render: () => <Assessment role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No questions yet' }, LOADED)).toBeVisible();
  },
};

export const QuestionsFailing: Story = {
  parameters: {
    msw: { handlers: [http.get(QUESTIONS, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })), ...backend] },
  },
  render: () => <Assessment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** Staff start a new assessment from the list. */
export const NewFromTheList: Story = {
  render: () => (
    <CourseStoryScreen
      role="teacher"
      path="/dashboard/courses/assessments"
      routePath="courses/assessments"
      element={<AssessmentsPage />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'New assessment' }, LOADED)).toBeVisible();
  },
};

export const Phone: Story = { render: () => <Assessment />, globals: { viewport: { value: 'mobile', isRotated: false } } };
