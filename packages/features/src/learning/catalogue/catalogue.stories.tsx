/** The dashboard catalogue for a learner and for staff, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../routing/route-page';
import { DashboardShell } from '../../shell/dashboard-shell';
import { CataloguePage } from './catalogue-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

function Screen({ role }: { role: UserType }) {
  return (
    <StoryApp
      path="/dashboard/courses"
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="courses" element={<CataloguePage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/courses" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const meta = {
  title: 'Screens/Learning/Catalogue',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner: their enrolled courses first with progress, then every published course. */
export const Learner: Story = {
  render: () => <Screen role="student" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your courses' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Progress in JavaScript Fundamentals' }, LOADED)).toBeVisible();
  },
};

/** Staff: the published catalogue with the way to Manage courses (drafts). */
export const Staff: Story = {
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Manage courses' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Screen role="student" />,
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/', () => HttpResponse.json(EMPTY_PAGE)),
        http.get('*/courses/student-enrollments/my_courses/', () => HttpResponse.json(EMPTY_PAGE)),
        ...backend,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No courses yet', undefined, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Screen role="student" />,
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

export const ServerError: Story = {
  render: () => <Screen role="student" />,
  parameters: {
    msw: {
      handlers: [http.get('*/courses/courses/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })), ...backend],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load courses' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
