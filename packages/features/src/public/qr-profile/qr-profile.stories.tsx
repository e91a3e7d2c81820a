/** A public QR profile, shared and not available, from the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { backend, backendWith, loading, StoryApp, unreachable } from '../../../test/story-app';
import { QrProfilePage } from './qr-profile-page';

/** The demo student's QR code in the (fixed) seed. */
const STUDENT_QR = '9790eb4c63a4e3fa';

const meta = {
  title: 'Screens/Public/QR profile',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (hash: string, base = '/profile') => (
  <StoryApp path={`${base}/${hash}`} routePath={`${base}/:qrHash`}>
    <QrProfilePage />
  </StoryApp>
);

export const Profile: Story = { render: () => at(STUDENT_QR) };
export const FromTheQrRoute: Story = { render: () => at(STUDENT_QR, '/qr') };
export const NotAvailable: Story = { render: () => at('0000000000000000') };
export const Loading: Story = {
  parameters: backendWith(loading('getUserQrProfileData')),
  render: () => at(STUDENT_QR),
};
export const Failing: Story = {
  parameters: backendWith(unreachable('getUserQrProfileData')),
  render: () => at(STUDENT_QR),
};
