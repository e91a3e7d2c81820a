/** A course's page in the dashboard shell for each role and enrollment, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CourseDetailsPage } from './course-details-page';

const LOADED = { timeout: 15_000 };

const Dashboard = dashboardScreen({
  'courses/:slug': <CourseDetailsPage />,
  '*': <RoutePage pathname="/dashboard/courses" />,
});

function Screen({ role, slug, query = '' }: { role: UserType; slug: string; query?: string }) {
  return <Dashboard role={role} path={`/dashboard/courses/${slug}${query}`} />;
}

const meta = {
  title: 'Screens/Learning/Course',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active learner: progress, Continue at the first unfinished lesson, the outline with done lessons. */
export const LearnerWithAccess: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Your progress' }, LOADED)).toBeVisible();
  },
};

/** Not enrolled: the outline with lessons locked and Enroll leading into the enrollment flow. */
export const LearnerLocked: Story = {
  render: () => <Screen role="student" slug="react-for-beginners" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Enroll to unlock the lessons' }, LOADED)).toBeVisible();
  },
};

/** Staff: Edit and Settings; every lesson open. */
export const Staff: Story = {
  render: () => <Screen role="teacher" slug="javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Edit course' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Course settings' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  parameters: backendWith(loading('listCourses')),
};

export const NotFound: Story = {
  render: () => <Screen role="student" slug="no-such-course" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This course does not exist' }, LOADED)).toBeVisible();
  },
};

export const ServerError: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  parameters: backendWith(failing('listCourses')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load this course' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The Projects section: each project with its due date and the learner's hand-in state. */
export const Projects: Story = {
  render: () => <Screen role="student" slug="sql-for-data-analysts" query="?section=projects" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Graded', undefined, LOADED)).toBeVisible();
  },
};

/** A project's page with the hand-in form (nothing handed in yet). */
export const ProjectToHandIn: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" query="?section=projects&project=2" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Hand in project' }, LOADED)).toBeVisible();
  },
};

/** Graded work: the project's rubric, the grade, the points per criterion, the instructor's feedback, no second hand-in. */
export const ProjectGraded: Story = {
  beforeEach: () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((row) => row.username === 'student');
    const graded = db.progress.submissions.find((row) => row.project === 24 && row.student === student?.id);
    if (!graded) return undefined;
    db.progress.submissions.update(graded.id, {
      rubric_scores: [
        { criterion: 1, criterion_title: 'Completeness', max_points: 50, points: 44, comment: 'Every query runs.' },
        { criterion: 2, criterion_title: 'Clarity', max_points: 50, points: 38, comment: 'Name the result columns.' },
      ],
    });
    const rubric = db.learning.rubrics.find((row) => row.title === 'General project rubric');
    db.courses.projects.update(24, { rubric: rubric?.id ?? null });
    return () => {
      db.progress.submissions.update(graded.id, { rubric_scores: [] });
      db.courses.projects.update(24, { rubric: null });
    };
  },
  render: () => <Screen role="student" slug="sql-for-data-analysts" query="?section=projects&project=24" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Grade: /, undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('table', { name: /^Points per criterion of / })).toBeVisible();
  },
};

/** A parent reads their children's hand-ins. */
export const ProjectForParent: Story = {
  render: () => <Screen role="parent" slug="sql-for-data-analysts" query="?section=projects&project=24" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your children’s hand-ins' }, LOADED)).toBeVisible();
  },
};

export const ProjectsEmpty: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" query="?section=projects" />,
  parameters: backendWith(empty('listCourseProjects')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No projects in this course yet' }, LOADED)).toBeVisible();
  },
};

export const ProjectsError: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" query="?section=projects" />,
  parameters: backendWith(failing('listCourseProjects')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the projects' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The Reviews section for an enrolled learner: their review to write and the others' reviews. */
export const Reviews: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" query="?section=reviews" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Review this course' }, LOADED)).toBeVisible();
  },
};

export const ReviewsEmpty: Story = {
  render: () => <Screen role="parent" slug="javascript-fundamentals" query="?section=reviews" />,
  parameters: backendWith(empty('listCourseReviews')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No reviews yet' }, LOADED)).toBeVisible();
  },
};

export const ReviewsError: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" query="?section=reviews" />,
  parameters: backendWith(failing('listCourseReviews')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the reviews' }, LOADED)).toBeVisible();
  },
};
