/** The dashboard home of each role, inside the connected dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { DashboardShell } from '../../shell/dashboard-shell';
import { RoutePage } from '../../routing/route-page';
import { DashboardHome } from './dashboard-home';

const backend = mockHandlers();
type Role = 'super_admin' | 'admin' | 'teacher' | 'student' | 'parent' | 'accountant';

function Home({ role }: { role: Role }) {
  return (
    <StoryApp
      path="/dashboard"
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route index element={<DashboardHome />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/courses" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const meta = {
  title: 'Screens/Dashboard home',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = { render: () => <Home role="super_admin" /> };
export const Admin: Story = { render: () => <Home role="admin" /> };
export const Teacher: Story = { render: () => <Home role="teacher" /> };
export const Student: Story = { render: () => <Home role="student" /> };
export const StudentOnPhone: Story = {
  render: () => <Home role="student" />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const Parent: Story = { render: () => <Home role="parent" /> };
export const Accountant: Story = { render: () => <Home role="accountant" /> };

/** Every call still running: skeletons, no layout jump when the data lands. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.all('*/api/*', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  render: () => <Home role="student" />,
};

/** A new student: no courses, nothing due, no certificates. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/student-enrollments/my_courses/', () =>
          HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
        ),
        http.get('*/payments/installments/overdue/', () => HttpResponse.json([])),
        http.get('*/learning/assessments/upcoming/', () => HttpResponse.json([])),
        http.get('*/courses/certificates/my-certificates/', () =>
          HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
        ),
        ...backend,
      ],
    },
  },
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
  parameters: { msw: { handlers: [http.get('*/accounts/dashboard/my-children/', () => HttpResponse.json([])), ...backend] } },
  render: () => <Home role="parent" />,
};
