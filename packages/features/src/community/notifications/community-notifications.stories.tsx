/** Community notifications in their states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { CommunityNotificationsPage } from './community-notifications-page';

const Screen = dashboardScreen({ 'community/notifications': <CommunityNotificationsPage /> });
const PATH = '/dashboard/community/notifications';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Community/Notifications',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  render: () => <Screen role="student" path={PATH} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Mark all read' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Screen role="student" path={PATH} />,
  parameters: backendWith(empty('listCommunityNotifications')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No community notifications' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { ...Student, play: undefined, parameters: backendWith(loading('listCommunityNotifications')) };

export const Failing: Story = {
  render: () => <Screen role="student" path={PATH} />,
  parameters: backendWith(failing('listCommunityNotifications')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Could not load notifications' }, LOADED),
    ).toBeVisible();
  },
};
