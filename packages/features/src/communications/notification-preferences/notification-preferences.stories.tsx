/** Notification preferences inside the dashboard shell, served by the mock backend: loaded, loading and failing (the same for every role). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { NotificationPreferencesPage } from './notification-preferences-page';

const Screen = dashboardScreen(
  {
    'communications/notification-preferences': <NotificationPreferencesPage />,
    '*': <RoutePage pathname="/dashboard/communications" />,
  },
  'parent',
);

const meta = {
  title: 'Screens/Communications/Notification preferences',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/dashboard/communications/notification-preferences';

/** A parent: each kind of notice with its frequency in the app, by e-mail and by SMS (the defaults). */
export const Parent: Story = {
  render: () => <Screen path={PATH} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Fees: SMS' }, { timeout: 15_000 })).toHaveValue(
      'immediately',
    );
  },
};
export const Loading: Story = { render: Parent.render, parameters: backendWith(loading('getNotificationPreferences')) };
export const Failing: Story = {
  render: Parent.render,
  parameters: backendWith(failing('getNotificationPreferences')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};
