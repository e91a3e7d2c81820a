/** The header bell with a learner's payment notices next to their messages, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../test/story-app';
import { RoutePage } from '../routing/route-page';
import { DashboardShell } from './dashboard-shell';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };

function Dashboard({ role }: { role: 'student' | 'parent' }) {
  return (
    <StoryApp
      path="/dashboard"
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="*" element={<RoutePage pathname="/dashboard" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const openBell = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }, LOADED));
  return screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
};

const meta = {
  title: 'Screens/Shell/Payment notices in the bell',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The student's unpaid enrollment is the newest notice, above the messages; opening the bell marks it opened. */
export const StudentOpensTheBell: Story = {
  render: () => <Dashboard role="student" />,
  play: async () => {
    const dropdown = within(await openBell());
    await dropdown.findByRole('button', { name: /Complete your payment/ }, LOADED);
    // Newest first: the payment notice (1 Nov) above the newest message (31 Oct).
    const [first, second] = dropdown.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Complete your payment');
    await expect(second).toHaveTextContent('Campus closed on Friday');
  },
};

/** The payment notices failed to load: the messages still show; the bell says nothing about payments. */
export const PaymentNoticesFail: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/payments/notifications/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })), ...backend],
    },
  },
  render: () => <Dashboard role="student" />,
  play: async () => {
    const dropdown = within(await openBell());
    await dropdown.findByRole('button', { name: /Campus closed on Friday/ }, LOADED);
    await expect(dropdown.queryByRole('button', { name: /Complete your payment/ })).toBeNull();
  },
};
