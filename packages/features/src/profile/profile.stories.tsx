/** The profile area's screens inside the dashboard shell, served by the mock backend, in each state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, failing, loading, unreachable } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { ProfilePage } from './profile';
import { ProfileSettingsPage } from './settings';

const Screen = dashboardScreen(
  {
    profile: <ProfilePage />,
    'profile/settings': <ProfileSettingsPage />,
    '*': <RoutePage pathname="/dashboard/profile" />,
  },
  'student',
);

const PROFILE = '/dashboard/profile';
const SETTINGS = '/dashboard/profile/settings';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Profile',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A student: who they are, and their courses, enrollments and certificates as figures linking to the lists. */
export const Profile: Story = {
  render: () => <Screen path={PROFILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'About me' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My learning' })).toBeVisible();
  },
};

/** A parent sees their children, each with the ways to their progress, certificates and enrollments. */
export const ProfileParent: Story = {
  render: () => <Screen path={PROFILE} role="parent" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'My children' }, LOADED)).toBeVisible();
  },
};

/** A teacher sees the courses they teach. */
export const ProfileTeacher: Story = {
  render: () => <Screen path={PROFILE} role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Courses I teach' }, LOADED)).toBeVisible();
  },
};

export const ProfileLoading: Story = {
  parameters: backendWith(loading('getCurrentUser')),
  render: () => <Screen path={PROFILE} />,
};

export const ProfileFailing: Story = {
  parameters: backendWith(failing('getCurrentUser')),
  render: () => <Screen path={PROFILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your profile' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Details, picture, password, connected accounts and two-factor sign-in. */
export const Settings: Story = {
  render: () => <Screen path={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'First name' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Change password' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Disconnect Google' }, LOADED)).toBeVisible();
    // The data saver's switch (issue 29): off on a fast connection until the person turns it on.
    await expect(canvas.getByRole('switch', { name: 'Save mobile data' })).not.toBeChecked();
  },
};

/** No linked account: the way to connect one. */
export const SettingsNoConnectedAccounts: Story = {
  parameters: backendWith(answering('listSocialAccounts', [])),
  render: () => <Screen path={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No accounts connected', undefined, LOADED)).toBeVisible();
  },
};

export const SettingsLoading: Story = {
  parameters: backendWith(loading('getCurrentUser')),
  render: () => <Screen path={SETTINGS} />,
};

/** No network (a dropped connection, or the demo's offline switch): the offline banner says what works, the page offers Retry. */
export const SettingsOffline: Story = {
  parameters: backendWith(unreachable('getCurrentUser')),
  render: () => <Screen path={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'You are offline' }, LOADED);
    await expect(banner).toHaveTextContent('Paying, running code on the server and live figures need a connection.');
    await expect(await canvas.findByRole('heading', { name: 'Could not load your settings' }, LOADED)).toBeVisible();
  },
};

export const SettingsFailing: Story = {
  parameters: backendWith(failing('getCurrentUser')),
  render: () => <Screen path={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your settings' }, LOADED)).toBeVisible();
  },
};
