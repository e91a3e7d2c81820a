/** The QR code screens (code, settings, public profile preview) inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/api';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../routing/route-page';
import { DashboardShell } from '../../shell/dashboard-shell';
import { QrCodeProfilePage } from '../qr-code-profile';
import { QrCodeSettingsPage } from '../qr-code-settings';
import { QrCodePage } from './qr-code-page';

const backend = mockHandlers();

function Screen({ path, role = 'student' }: { path: string; role?: UserType }) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="qr-code" element={<QrCodePage />} />
          <Route path="qr-code/settings" element={<QrCodeSettingsPage />} />
          <Route path="qr-code/profile" element={<QrCodeProfilePage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/qr-code" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const CODE = '/dashboard/qr-code';
const SETTINGS = '/dashboard/qr-code/settings';
const PROFILE = '/dashboard/qr-code/profile';
const LOADED = { timeout: 15_000 };
const hang = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
const failing = {
  msw: {
    handlers: [
      http.get('*/courses/user-qr-codes/my_qr_code/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
      ...backend,
    ],
  },
};
const loading = { msw: { handlers: [http.get('*/courses/user-qr-codes/my_qr_code/', hang), ...backend] } };
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

export const CodeLoading: Story = { parameters: loading, render: () => <Screen path={CODE} /> };

export const CodeFailing: Story = {
  parameters: failing,
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

export const SettingsLoading: Story = { parameters: loading, render: () => <Screen path={SETTINGS} /> };

export const SettingsFailing: Story = {
  parameters: failing,
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
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/user-qr-codes/profile_data/', () =>
          HttpResponse.json({ detail: 'This profile is not available.' }, { status: 404 }),
        ),
        ...backend,
      ],
    },
  },
  render: () => <Screen path={PROFILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Visitors see “Profile not available”' }, LOADED)).toBeVisible();
  },
};

export const ProfileLoading: Story = { parameters: loading, render: () => <Screen path={PROFILE} /> };

export const ProfileFailing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/user-qr-codes/profile_data/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
        ...backend,
      ],
    },
  },
  render: () => <Screen path={PROFILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your public profile' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
