/** Certificate verification: the form and every answer (valid, revoked, pending, unknown, failing), from the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { backend, backendWith, failing, loading, StoryApp } from '../../../test/story-app';
import { CertificateVerificationPage } from './certificate-verification-page';

// Certificates of the seeded database (the seed is fixed): one issued, one pending, one revoked.
const ISSUED = 'UJZ-2026-IPP-000701';
const PENDING = 'UJZ-2026-SDA-000702';
const REVOKED = 'UJZ-2026-LCL-000703';

const meta = {
  title: 'Screens/Public/Certificate verification',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (code?: string) => (
  <StoryApp
    path={code ? `/certificate/verify/${code}` : '/certificate/verify'}
    routePath={code ? '/certificate/verify/:verificationHash' : '/certificate/verify'}
  >
    <CertificateVerificationPage />
  </StoryApp>
);

export const EnterACode: Story = { render: () => at() };
export const Valid: Story = { render: () => at(ISSUED) };
export const Revoked: Story = { render: () => at(REVOKED) };
export const NotIssuedYet: Story = { render: () => at(PENDING) };
export const Unknown: Story = { render: () => at('UJZ-0000-XXX-000000') };
export const Checking: Story = {
  parameters: backendWith(loading('verifyCourseCertificateByNumber')),
  render: () => at(ISSUED),
};
export const Failing: Story = {
  parameters: backendWith(failing('verifyCourseCertificateByNumber', 502)),
  render: () => at(ISSUED),
};
