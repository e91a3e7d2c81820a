/** A course's lessons outline in the dashboard shell, for each enrollment and in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../routing/route-page';
import { DashboardShell } from '../../shell/dashboard-shell';
import { LessonsPage } from './lessons-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };

function Screen({ role, slug }: { role: UserType; slug: string }) {
  return (
    <StoryApp
      path={`/dashboard/courses/${slug}/lessons`}
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="courses/:courseSlug/lessons" element={<LessonsPage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/courses" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const meta = {
  title: 'Screens/Learning/Lessons',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active learner: the course's progress, Continue at the first unfinished lesson, done and current lessons. */
export const LearnerWithAccess: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Course progress' }, LOADED)).toBeVisible();
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

/** Staff: every lesson open, no progress of their own. */
export const Staff: Story = {
  render: () => <Screen role="teacher" slug="javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { level: 2 }, LOADED))[0]).toBeVisible();
    await expect(canvas.queryByText('Locked')).toBeNull();
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

/** A course without published lessons. */
export const Empty: Story = {
  render: () => <Screen role="student" slug="javascript-fundamentals" />,
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/:id/lessons/', () =>
          HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
        ),
        ...backend,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No lessons yet' }, LOADED)).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: 'Could not load the lessons' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
