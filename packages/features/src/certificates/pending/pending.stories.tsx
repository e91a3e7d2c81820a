/** Pending certificates and a certificate's any-role page inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CertificatePage } from '../certificate';
import { PendingCertificatesPage } from './pending-certificates-page';

const Screen = dashboardScreen({
  'certificates/pending': <PendingCertificatesPage />,
  'certificates/:certificateId': <CertificatePage />,
  '*': <RoutePage pathname="/dashboard/certificates/manage" />,
});

const LIST = '/dashboard/certificates/pending';
const LOADED = { timeout: 15_000 };

/** A certificate of the demo data in this status (ids depend on the seed). */
function certificateHref(status: 'issued' | 'pending' | 'revoked'): string {
  const row = getMockDatabase().progress.certificates.find((certificate) => certificate.status === status);
  return `/dashboard/certificates/${row?.id ?? 0}`;
}

/** A certificate of the demo parent's child. */
function childCertificateHref(): string {
  const db = getMockDatabase();
  const parent = db.accounts.users.find((user) => user.username === 'parent');
  const child = db.accounts.relations.find((relation) => relation.parent === parent?.id)?.student;
  const row = db.progress.certificates.find((certificate) => certificate.student === child);
  return `/dashboard/certificates/${row?.id ?? 0}`;
}

const meta = {
  title: 'Screens/Certificates/Pending and certificate',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: learner, course, completion and grade, an Issue button per row, and selection for Issue selected. */
export const PendingAdmin: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Pending certificates' }, LOADED)).toBeVisible();
  },
};

export const PendingTeacher: Story = { render: () => <Screen role="teacher" path={LIST} /> };

export const PendingPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={LIST} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PendingLoading: Story = {
  parameters: backendWith(loading('listPendingCourseCertificates')),
  render: () => <Screen role="admin" path={LIST} />,
};

export const PendingEmpty: Story = {
  parameters: backendWith(empty('listPendingCourseCertificates')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No certificate is waiting' }, LOADED)).toBeVisible();
  },
};

export const PendingFailing: Story = {
  parameters: backendWith(failing('listPendingCourseCertificates')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load pending certificates' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An admin on an issued certificate: Revoke asks for the reason and names the holder and the course. */
export const CertificateAdmin: Story = {
  render: () => <Screen role="admin" path={certificateHref('issued')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke' }, LOADED));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog', { name: /^Revoke .*’s certificate for / }, LOADED);
    await waitFor(() => expect(within(confirm).getByRole('textbox', { name: /Reason/ })).toBeVisible(), LOADED);
  },
};

export const CertificatePending: Story = {
  render: () => <Screen role="admin" path={certificateHref('pending')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Issue' }, LOADED)).toBeVisible();
  },
};

export const CertificateRevoked: Story = {
  render: () => <Screen role="admin" path={certificateHref('revoked')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', undefined, LOADED)).toHaveTextContent(/^Revoked on /);
    await expect(canvas.queryByRole('button', { name: 'Revoke' })).toBeNull();
  },
};

export const CertificateTeacher: Story = { render: () => <Screen role="teacher" path={certificateHref('pending')} /> };

/** A parent sees their child's certificate, with no staff action. */
export const CertificateParent: Story = {
  render: () => <Screen role="parent" path={childCertificateHref()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: /^Certificate / }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke' })).toBeNull();
  },
};

export const CertificatePhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={certificateHref('issued')} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const CertificateLoading: Story = {
  parameters: backendWith(loading('getCourseCertificate')),
  render: () => <Screen role="admin" path="/dashboard/certificates/1" />,
};

export const CertificateNotFound: Story = {
  render: () => <Screen role="admin" path="/dashboard/certificates/999999" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This certificate does not exist' }, LOADED)).toBeVisible();
  },
};

export const CertificateFailing: Story = {
  parameters: backendWith(failing('getCourseCertificate')),
  render: () => <Screen role="admin" path="/dashboard/certificates/1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load this certificate' }, LOADED)).toBeVisible();
  },
};
