/** The communication settings inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CommunicationSettingsPage } from './settings-page';

const Screen = dashboardScreen(
  {
    'communications/settings': <CommunicationSettingsPage />,
    '*': <RoutePage pathname="/dashboard/communications" />,
  },
  'admin',
);

const meta = {
  title: 'Screens/Communications/Settings',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/dashboard/communications/settings';

/** An admin: the e-mail and SMS channels as switches. */
export const Admin: Story = {
  render: () => <Screen path={PATH} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('switch', { name: /SMS notifications/ }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};
export const Loading: Story = { render: Admin.render, parameters: backendWith(loading('getSchoolSettings')) };
export const Failing: Story = {
  render: Admin.render,
  parameters: backendWith(failing('getSchoolSettings')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};
