/** The header bell with a learner's payment notices next to their messages, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { backend, backendWith, failing, StoryApp, signedInAs } from '../../../test/story-app';
import { NotificationsPage } from '../../notifications/notifications-page';
import { RoutePage } from '../routing/route-page';
import { DashboardShell } from './dashboard-shell';

const LOADED = { timeout: 15_000 };

function Dashboard({ role, path = '/dashboard' }: { role: 'student' | 'parent'; path?: string }) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="communications/notifications" element={<NotificationsPage />} />
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
  parameters: backendWith(failing('listPaymentNotifications')),
  render: () => <Dashboard role="student" />,
  play: async () => {
    const dropdown = within(await openBell());
    await dropdown.findByRole('button', { name: /Campus closed on Friday/ }, LOADED);
    await expect(dropdown.queryByRole('button', { name: /Complete your payment/ })).toBeNull();
  },
};

/** Below 640 px the bell leads to the notifications page, where the learner's payment notices follow the messages. */
export const NotificationsPageWithPaymentNotices: Story = {
  render: () => <Dashboard role="student" path="/dashboard/communications/notifications" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Notifications' }, LOADED);
    const notices = await canvas.findByRole('list', { name: 'Payment notices' }, LOADED);
    await expect(within(notices).getByRole('link', { name: 'Complete your payment' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/payments\/enrollments\/\d+$/),
    );
  },
};
