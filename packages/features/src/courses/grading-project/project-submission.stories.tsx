/** A project submission's grading page inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';
import { ProjectSubmissionPage } from './project-submission-page';

const LOADED = { timeout: 15_000 };

const Submission = dashboardScreen(
  { 'courses/grading/projects/:submissionId': <ProjectSubmissionPage />, '*': <Landed /> },
  'teacher',
);
const Screen = ({ path = '/dashboard/courses/grading/projects/3' }: { path?: string }) => <Submission path={path} />;

const meta = {
  title: 'Screens/Grading/Project submission',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Going live project/ }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Save grade' }, LOADED)).toBeVisible();
  },
};

/** A project graded with a rubric: points and a comment for each criterion, the score scaled from them. */
export const WithRubric: Story = {
  beforeEach: () => {
    const db = getMockDatabase();
    const project = db.courses.projects.get(db.progress.submissions.get(3)?.project ?? 0);
    const rubric = db.learning.rubrics.find((row) => row.course === null);
    if (!project || !rubric) return undefined;
    db.courses.projects.update(project.id, { rubric: rubric.id });
    return () => void db.courses.projects.update(project.id, { rubric: null });
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Completeness \(out of 50\)/ }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen path="/dashboard/courses/grading/projects/99999" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This submission does not exist' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { parameters: backendWith(loading('getProjectSubmission')), render: () => <Screen /> };

export const Failing: Story = {
  parameters: backendWith(failing('getProjectSubmission')),
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
