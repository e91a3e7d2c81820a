import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UserType } from '@ujuzi/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATIONS_NOW, SAMPLE_NOTIFICATIONS } from '../../components/notification-list/notification-list.fixtures';
import type { NotificationItem } from '../../components/notification-list/notification-list';
import { StoryRouter } from '../story-router';
import { DashboardLayout, type DashboardLayoutProps } from './dashboard-layout';
import { ROLE_LABELS, SAMPLE_COUNTERS, sectionsFor } from './dashboard-sections.fixtures';

const onSignOut = fn();
onSignOut.mockName('onSignOut');
const onBellNavigate = fn();
const onMarkAll = fn();

interface ShellStoryProps {
  role: UserType;
  path: string;
  loggedOut?: boolean;
  defaultCollapsed?: boolean;
}

function Page({ path }: { path: string }) {
  return (
    <>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Welcome back, Wanjiku
        </Heading>
        <Text color="fg.muted">Current page: {path}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {['Courses in progress', 'Upcoming assessments', 'Overdue installments'].map((title, index) => (
          <Box key={title} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" p="5">
            <Text color="fg.muted" textStyle="sm">
              {title}
            </Text>
            <Text textStyle="3xl" fontWeight="bold">
              {
                [SAMPLE_COUNTERS.inProgressCourses, SAMPLE_COUNTERS.upcomingAssessments, SAMPLE_COUNTERS.overdueInstallments][
                  index
                ]
              }
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
}

function Shell({ role, path, loggedOut = false, defaultCollapsed }: ShellStoryProps) {
  const [items, setItems] = useState<NotificationItem[]>(SAMPLE_NOTIFICATIONS);
  const unread = items.filter((item) => !item.isRead).length;
  return (
    <StoryRouter initialPath={path}>
      {(currentPath) => (
        <DashboardLayout
          sections={sectionsFor(role)}
          currentPath={currentPath}
          user={loggedOut ? null : { name: 'Wanjiku Kamau', roleLabel: ROLE_LABELS[role] }}
          onSignOut={onSignOut}
          defaultCollapsed={defaultCollapsed}
          avatarBadgeCount={SAMPLE_COUNTERS.unreadMessages}
          avatarBadgeLabel={(n) => `${n} unread messages`}
          headerTitle="Dashboard"
          notifications={{
            items,
            unreadCount: unread ? SAMPLE_COUNTERS.unreadNotifications : 0,
            now: NOTIFICATIONS_NOW,
            onOpenItem: (item) => setItems((all) => all.map((n) => (n.id === item.id ? { ...n, isRead: true } : n))),
            onMarkAll: () => {
              onMarkAll();
              setItems((all) => all.map((n) => ({ ...n, isRead: true })));
            },
            onBellNavigate,
          }}
        >
          <Page path={currentPath} />
        </DashboardLayout>
      )}
    </StoryRouter>
  );
}

const meta = {
  title: 'Shells/DashboardLayout',
  component: DashboardLayout,
  parameters: { layout: 'fullscreen' },
  args: { sections: [], currentPath: '/dashboard', user: null, onSignOut, children: null } satisfies DashboardLayoutProps,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const roleStory = (role: UserType, path: string): Story => ({ render: () => <Shell role={role} path={path} /> });

export const SuperAdmin = roleStory('super_admin', '/dashboard/staff');
export const Admin = roleStory('admin', '/dashboard/newsletter/templates');
export const Teacher = roleStory('teacher', '/dashboard/certificates/pending');
export const Student: Story = {
  ...roleStory('student', '/dashboard/courses/assessments'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('complementary', { name: 'Sidebar' })).getByRole('navigation', { name: 'Dashboard' });
    await expect(within(nav).getByRole('link', { name: /^Assessments/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: /^Learning Center/ })).toHaveAttribute('aria-expanded', 'true');
    // Following a link in another section opens that section on its own.
    await userEvent.click(within(nav).getByRole('button', { name: /^Payments and Finance/ }));
    await userEvent.click(within(nav).getByRole('link', { name: /^Installments/ }));
    await expect(within(nav).getByRole('link', { name: /^Installments/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent('/dashboard/payments/installments');
  },
};
export const Parent = roleStory('parent', '/dashboard/certificates/my-certificates');
export const Accountant = roleStory('accountant', '/dashboard/finance/fee-collection');

export const LoggedOut: Story = {
  render: () => <Shell role="student" path="/dashboard/courses" loggedOut />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};

export const Collapsed: Story = { render: () => <Shell role="admin" path="/dashboard/students" defaultCollapsed /> };

/** Choosing a section in the rail expands the sidebar with that section open. */
export const CollapsedExpandsOnSection: Story = {
  render: () => <Shell role="admin" path="/dashboard/students" defaultCollapsed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(within(sidebar).getByRole('button', { name: /^Communications/ }));
    await expect(within(sidebar).getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(within(sidebar).getByRole('button', { name: /^Communications/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NotificationsOpen: Story = {
  render: () => <Shell role="student" path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 128 unread' }));
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Installment overdue/ })).toBeVisible());
  },
};

export const SignOutConfirmation: Story = {
  render: () => <Shell role="teacher" path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const account = within(canvasElement).getByRole('button', { name: /^Account menu, Wanjiku Kamau/ });
    // Menu items are chosen by keyboard here: Ark highlights items on real pointer moves, and the test
    // pointer never moves (user-event reports 0,0).
    await userEvent.click(account);
    const menu = await body.findByRole('menu');
    // Keys reach the menu once it has taken focus (its code may arrive just after the click).
    await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{End}{Enter}');
    let confirm = await body.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Are you sure you want to logout?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(onSignOut).not.toHaveBeenCalled();

    // Second time by keyboard: Enter opens the menu, End goes to the last item, Enter chooses it.
    account.focus();
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('menu');
    await waitFor(() => expect(reopened.contains(reopened.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{End}{Enter}');
    confirm = await body.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Logout' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  render: () => <Shell role="student" path="/dashboard/courses/progress" />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
    // Below 640 px the bell goes to the notifications page.
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 128 unread' }));
    await expect(onBellNavigate).toHaveBeenCalled();
  },
};

export const MobileDrawer: Story = {
  render: () => <Shell role="teacher" path="/dashboard/students/new" />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: /^Add Student/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: /^All Students/ }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  },
};

export const DarkDesktop: Story = {
  render: () => <Shell role="admin" path="/dashboard/communications/messages" />,
  globals: { colorMode: 'dark', viewport: { value: 'desktop' } },
};

export const DarkMobile: Story = {
  render: () => <Shell role="student" path="/dashboard" />,
  globals: { colorMode: 'dark', viewport: { value: 'mobile' } },
};
