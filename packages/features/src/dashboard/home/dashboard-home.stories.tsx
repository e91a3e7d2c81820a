/** The dashboard home of each role, inside the connected dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { DashboardHome } from './dashboard-home';

const Screen = dashboardScreen({ '': <DashboardHome />, '*': <RoutePage pathname="/dashboard/courses" /> });
const Home = ({ role }: { role: 'super_admin' | 'admin' | 'teacher' | 'student' | 'parent' | 'accountant' }) => (
  <Screen role={role} path="/dashboard" />
);

/** Every call of the page never answers (the operation helpers change one call each). */
const everyCallLoading = {
  msw: {
    handlers: [
      http.all('*/api/*', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
};

const meta = {
  title: 'Screens/Dashboard home',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = { render: () => <Home role="super_admin" /> };
export const Admin: Story = { render: () => <Home role="admin" /> };
const LOADED = { timeout: 15_000 };

/** The instructor dashboard: figures that link to the grading queues, courses with their settings, work to grade, reviews. */
export const Teacher: Story = {
  render: () => <Home role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Attempts to grade' }, LOADED)).toHaveAttribute(
      'href',
      '/dashboard/courses/grading/attempts?status=submitted',
    );
    await expect((await canvas.findAllByRole('link', { name: /^Settings of / }, LOADED)).length).toBeGreaterThan(0);
  },
};
export const TeacherOnPhone: Story = {
  render: () => <Home role="teacher" />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
/** A teacher with no course yet: the next useful action is to create one. */
export const TeacherWithoutCourses: Story = {
  parameters: backendWith(
    answering('getCourseInstructorDashboard', {
      instructor: { id: 3, username: 'teacher' },
      total_courses: 0,
      published_courses: 0,
      total_students: 0,
      active_students: 0,
      pending_submissions: 0,
      courses: [],
      recent_reviews: [],
    }),
    empty('listProjectSubmissions'),
    empty('listAssessmentAttempts'),
  ),
  render: () => <Home role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Create a course' }, LOADED)).toBeVisible();
  },
};
/** The teaching figures fail: one error with Try again; the other cards still load. */
export const TeacherFiguresFailing: Story = {
  parameters: backendWith(failing('getLearningInstructorDashboard')),
  render: () => <Home role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load your teaching figures', undefined, LOADED)).toBeVisible();
  },
};
export const TeacherLoading: Story = {
  parameters: everyCallLoading,
  render: () => <Home role="teacher" />,
};
export const Student: Story = { render: () => <Home role="student" /> };
export const StudentOnPhone: Story = {
  render: () => <Home role="student" />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const Parent: Story = { render: () => <Home role="parent" /> };
export const Accountant: Story = { render: () => <Home role="accountant" /> };

/** Every call still running: skeletons, no layout jump when the data lands. */
export const Loading: Story = {
  parameters: everyCallLoading,
  render: () => <Home role="student" />,
};

/** A new student: no courses, nothing due, no certificates. */
export const Empty: Story = {
  parameters: backendWith(
    empty('listMyStudentEnrollments'),
    answering('listOverdueInstallments', []),
    answering('listUpcomingCodingAssessments', []),
    empty('listMyCourseCertificates'),
  ),
  render: () => <Home role="student" />,
};

/** The server fails: each card says so and offers Try again; the counters fall back to zero. */
export const Failing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/accounts/users/me/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
        http.all('*/api/*', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
      ],
    },
  },
  render: () => <Home role="admin" />,
};

export const ParentWithoutChildren: Story = {
  parameters: backendWith(answering('listMyChildren', [])),
  render: () => <Home role="parent" />,
};
