/** The assessments list (all, one course's) and an assessment's page in the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { AssessmentPage } from '../assessment/assessment-page';
import { AssessmentsPage, CourseAssessmentsPage } from './assessments-page';

const LOADED = { timeout: 15_000 };

const Screen = dashboardScreen(
  {
    'courses/assessments': <AssessmentsPage />,
    'courses/assessments/course/:courseSlug': <CourseAssessmentsPage />,
    'courses/assessments/:slugOrId': <AssessmentPage />,
  },
  'student',
);

const meta = {
  title: 'Screens/Learning/Assessments',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListStudent: Story = {
  render: () => <Screen path="/dashboard/courses/assessments" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: /^Open now/ }, LOADED)).toBeVisible();
  },
};

export const ListTeacher: Story = { render: () => <Screen path="/dashboard/courses/assessments" role="teacher" /> };

export const ListOfACourse: Story = {
  render: () => <Screen path="/dashboard/courses/assessments/course/javascript-fundamentals" />,
};

export const ListLoading: Story = {
  parameters: backendWith(loading('listCodingAssessments')),
  render: () => <Screen path="/dashboard/courses/assessments" />,
};

export const ListEmpty: Story = {
  parameters: backendWith(empty('listCodingAssessments')),
  render: () => <Screen path="/dashboard/courses/assessments" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No assessments yet' }, LOADED)).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: backendWith(failing('listCodingAssessments')),
  render: () => <Screen path="/dashboard/courses/assessments" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** Assessment 2 of the demo data: the REST API design quiz, open, never tried. */
export const DetailStudent: Story = {
  render: () => <Screen path="/dashboard/courses/assessments/2" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Instructions' }, LOADED)).toBeVisible();
  },
};

export const DetailTeacher: Story = { render: () => <Screen path="/dashboard/courses/assessments/2" role="teacher" /> };

export const DetailInvalidId: Story = {
  render: () => <Screen path="/dashboard/courses/assessments/rest-api-quiz" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Invalid assessment ID' }, LOADED)).toBeVisible();
  },
};

export const DetailNotFound: Story = { render: () => <Screen path="/dashboard/courses/assessments/99999" /> };

export const DetailLoading: Story = {
  parameters: backendWith(loading('getCodingAssessment')),
  render: () => <Screen path="/dashboard/courses/assessments/2" />,
};
