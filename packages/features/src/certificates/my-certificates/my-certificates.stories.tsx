/** A student's certificates and one certificate's page inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { Route } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading, StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { DashboardShell } from '../../infra/shell/dashboard-shell';
import { MyCertificatePage } from '../my-certificate';
import { MyCertificatesPage } from './my-certificates-page';

const Screen = dashboardScreen(
  {
    'certificates/my-certificates': <MyCertificatesPage />,
    'certificates/my-certificates/:certificateId': <MyCertificatePage />,
    '*': <RoutePage pathname="/dashboard/certificates" />,
  },
  'student',
);

const LIST = '/dashboard/certificates/my-certificates';
const LOADED = { timeout: 15_000 };

/** The demo student's first issued certificate (its id depends on the seed). */
function firstIssuedHref(): string {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  const row = db.progress.certificates.find(
    (certificate) => certificate.student === student?.id && certificate.status === 'issued',
  );
  return `${LIST}/${row?.id ?? 0}`;
}

const meta = {
  title: 'Screens/Certificates/My certificates',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every certificate earned, and the courses closest to the next one. */
export const List: Story = {
  render: () => <Screen path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Your certificates' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Courses close to a certificate' }, LOADED)).toBeVisible();
  },
};

export const ListPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen path={LIST} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ListDark: Story = { render: () => <Screen path={LIST} />, globals: { colorMode: 'dark' } };

export const ListLoading: Story = {
  parameters: backendWith(loading('listMyCourseCertificates')),
  render: () => <Screen path={LIST} />,
};

/** No certificate yet: the nearest course to finish is the next step. */
export const ListEmpty: Story = {
  parameters: backendWith(empty('listMyCourseCertificates')),
  render: () => <Screen path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No certificate yet' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^Continue / }, LOADED)).toBeVisible();
  },
};

export const ListFailing: Story = {
  parameters: backendWith(failing('listMyCourseCertificates')),
  render: () => <Screen path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load your certificates' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The certificate as an employer sees it, with download, copy link, e-mail, LinkedIn and the QR code. */
export const Certificate: Story = {
  render: () => <Screen path={firstIssuedHref()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download PDF' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Add to LinkedIn profile/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Scan to verify this certificate' })).toBeVisible();
  },
};

export const CertificatePhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  ...Certificate,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Sharing by e-mail checks the address before sending. */
export const CertificateShareByEmail: Story = {
  render: () => <Screen path={firstIssuedHref()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share by e-mail' }, LOADED));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Share by e-mail' }, LOADED);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Recipient’s e-mail/ }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
  },
};

export const CertificateLoading: Story = {
  parameters: backendWith(loading('getCourseCertificate')),
  render: () => <Screen path={`${LIST}/1`} />,
};

export const CertificateNotFound: Story = {
  render: () => <Screen path={`${LIST}/999999`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This certificate does not exist' }, LOADED)).toBeVisible();
  },
};

export const CertificateFailing: Story = {
  parameters: backendWith(failing('getCourseCertificate')),
  render: () => <Screen path={`${LIST}/1`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load this certificate' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

function ParentScreen() {
  return (
    <StoryApp
      path={LIST}
      signedIn={signedInAs('parent')}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="certificates/my-certificates" element={<MyCertificatesPage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/certificates" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

/** A parent: each child's certificates, read-only, opening the certificate page. */
export const ParentList: Story = {
  render: () => <ParentScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My children’s certificates' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('list', { name: /^Certificates of / }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const ParentListPhone: Story = { ...ParentList, globals: { viewport: { value: 'mobile', isRotated: false } } };

export const ParentEmpty: Story = {
  parameters: backendWith(empty('listCourseCertificates')),
  render: () => <ParentScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'See your children’s progress' }, LOADED)).toBeVisible();
  },
};

export const ParentFailing: Story = {
  parameters: backendWith(failing('listCourseCertificates')),
  render: () => <ParentScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load your children’s certificates' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
