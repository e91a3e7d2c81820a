/** The assessments list (all, one course's) and an assessment's page in the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { DashboardShell } from '../../shell/dashboard-shell';
import { AssessmentPage } from '../assessment/assessment-page';
import { AssessmentsPage, CourseAssessmentsPage } from './assessments-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };
const hang = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

function Screen({ path, role = 'student' }: { path: string; role?: 'student' | 'teacher' | 'parent' }) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="courses/assessments" element={<AssessmentsPage />} />
          <Route path="courses/assessments/course/:courseSlug" element={<CourseAssessmentsPage />} />
          <Route path="courses/assessments/:slugOrId" element={<AssessmentPage />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

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
  parameters: { msw: { handlers: [http.get('*/learning/assessments/', hang), ...backend] } },
  render: () => <Screen path="/dashboard/courses/assessments" />,
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: [http.get('*/learning/assessments/', () => HttpResponse.json(EMPTY_PAGE)), ...backend] } },
  render: () => <Screen path="/dashboard/courses/assessments" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No assessments yet' }, LOADED)).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/learning/assessments/', () =>
          HttpResponse.json({ detail: 'Server error. Please try again later.' }, { status: 500 }),
        ),
        ...backend,
      ],
    },
  },
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
  parameters: { msw: { handlers: [http.get('*/learning/assessments/:id/', hang), ...backend] } },
  render: () => <Screen path="/dashboard/courses/assessments/2" />,
};
