/** The QR code screens (code, settings, public profile preview) inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { QrCodeProfilePage } from '../qr-code-profile';
import { QrCodeSettingsPage } from '../qr-code-settings';
import { QrCodePage } from './qr-code-page';

const Screen = dashboardScreen(
  {
    'qr-code': <QrCodePage />,
    'qr-code/settings': <QrCodeSettingsPage />,
    'qr-code/profile': <QrCodeProfilePage />,
    '*': <RoutePage pathname="/dashboard/qr-code" />,
  },
  'student',
);

const CODE = '/dashboard/qr-code';
const SETTINGS = '/dashboard/qr-code/settings';
const PROFILE = '/dashboard/qr-code/profile';
const LOADED = { timeout: 15_000 };
const codeFailing = backendWith(failing('getMyUserQrCode'));
const codeLoading = backendWith(loading('getMyUserQrCode'));
const phone = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Screens/Certificates/QR code',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code of the public profile link, with copy, downloads, print and regenerate. */
export const Code: Story = {
  render: () => <Screen path={CODE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Scan to open my public profile' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeVisible();
  },
};

export const CodePhone: Story = { ...Code, globals: phone };

export const CodeDark: Story = { render: () => <Screen path={CODE} />, globals: { colorMode: 'dark' } };

/** Regenerating asks first and says the old code stops working. */
export const CodeRegenerateConfirm: Story = {
  render: () => <Screen path={CODE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Regenerate QR code' }, LOADED));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Regenerate your QR code?' }, LOADED);
    await waitFor(() => expect(within(dialog).getByText(/stop working at once/)).toBeVisible(), LOADED);
  },
};

/** Any role has a QR code: a parent's, the same screen. */
export const CodeParent: Story = {
  render: () => <Screen path={CODE} role="parent" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Scan to open my public profile' }, LOADED)).toBeVisible();
  },
};

export const CodeLoading: Story = { parameters: codeLoading, render: () => <Screen path={CODE} /> };

export const CodeFailing: Story = {
  parameters: codeFailing,
  render: () => <Screen path={CODE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your QR code' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** What the public profile shows, with a live preview. */
export const Settings: Story = {
  render: () => <Screen path={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: /Public profile/ }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'What visitors see' })).toBeVisible();
  },
};

export const SettingsPhone: Story = { ...Settings, globals: phone };

/** Turning the profile private previews it as unavailable before saving. */
export const SettingsPrivatePreview: Story = {
  render: () => <Screen path={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /Public profile/ }, LOADED));
    await expect(await canvas.findByText(/your profile is private/, undefined, LOADED)).toBeVisible();
  },
};

export const SettingsLoading: Story = { parameters: codeLoading, render: () => <Screen path={SETTINGS} /> };

export const SettingsFailing: Story = {
  parameters: codeFailing,
  render: () => <Screen path={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your settings' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The public profile as visitors see it. */
export const Profile: Story = {
  render: () => <Screen path={PROFILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Your public profile' }, LOADED)).toBeVisible();
  },
};

export const ProfilePhone: Story = { ...Profile, globals: phone };

/** A private profile: visitors see "Profile not available". */
export const ProfilePrivate: Story = {
  parameters: backendWith(failing('getUserQrProfileData', 404, 'This profile is not available.')),
  render: () => <Screen path={PROFILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Visitors see “Profile not available”' }, LOADED)).toBeVisible();
  },
};

export const ProfileLoading: Story = { parameters: codeLoading, render: () => <Screen path={PROFILE} /> };

export const ProfileFailing: Story = {
  parameters: backendWith(failing('getUserQrProfileData')),
  render: () => <Screen path={PROFILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your public profile' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
