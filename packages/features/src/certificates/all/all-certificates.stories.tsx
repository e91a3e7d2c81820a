/** All certificates and the management home inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CertificatesManagePage } from '../manage';
import { AllCertificatesPage } from './all-certificates-page';

const Screen = dashboardScreen({
  'certificates/all': <AllCertificatesPage />,
  'certificates/manage': <CertificatesManagePage />,
  '*': <RoutePage pathname="/dashboard/certificates/manage" />,
});

const LIST = '/dashboard/certificates/all';
const MANAGE = '/dashboard/certificates/manage';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Certificates/All and management',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllAdmin: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Certificates' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

export const AllTeacher: Story = { render: () => <Screen role="teacher" path={LIST} /> };

export const AllRevoked: Story = {
  render: () => <Screen role="admin" path={`${LIST}?status=revoked`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove filter: Status: Revoked' }, LOADED)).toBeVisible();
  },
};

export const AllIssuedThisYear: Story = {
  render: () => <Screen role="admin" path={`${LIST}?issued_after=2026-01-01&issued_before=2026-12-31`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Remove filter: Issued from/ }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Remove filter: Issued until/ })).toBeVisible();
  },
};

export const AllPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={LIST} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllLoading: Story = {
  parameters: backendWith(loading('listCourseCertificates')),
  render: () => <Screen role="admin" path={LIST} />,
};

export const AllEmpty: Story = {
  parameters: backendWith(empty('listCourseCertificates')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No certificates yet' }, LOADED)).toBeVisible();
  },
};

export const AllFailing: Story = {
  parameters: backendWith(failing('listCourseCertificates')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load certificates' }, LOADED)).toBeVisible();
  },
};

export const ManageAdmin: Story = {
  render: () => <Screen role="admin" path={MANAGE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Certificates by status' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Latest issued certificates' }, LOADED)).toBeVisible();
  },
};

export const ManageTeacher: Story = { render: () => <Screen role="teacher" path={MANAGE} /> };

export const ManagePhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={MANAGE} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ManageLoading: Story = {
  parameters: backendWith(loading('getCourseCertificateStatistics')),
  render: () => <Screen role="admin" path={MANAGE} />,
};

export const ManageFailing: Story = {
  parameters: backendWith(failing('getCourseCertificateStatistics')),
  render: () => <Screen role="admin" path={MANAGE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the certificate figures' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
