/** A course's page in the dashboard shell for each role and enrollment, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../routing/route-page';
import { DashboardShell } from '../../shell/dashboard-shell';
import { CourseDetailsPage } from './course-details-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };

function Screen({ role, slug }: { role: UserType; slug: string }) {
  return (
    <StoryApp
      path={`/dashboard/courses/${slug}`}
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="courses/:slug" element={<CourseDetailsPage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/courses" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
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
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...backend,
      ],
    },
  },
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
  parameters: {
    msw: {
      handlers: [http.get('*/courses/courses/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })), ...backend],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load this course' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
