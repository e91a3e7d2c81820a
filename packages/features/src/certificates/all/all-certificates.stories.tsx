/** All certificates and the management home inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../routing/route-page';
import { DashboardShell } from '../../shell/dashboard-shell';
import { CertificatesManagePage } from '../manage';
import { AllCertificatesPage } from './all-certificates-page';

const backend = mockHandlers();
type Role = 'super_admin' | 'admin' | 'teacher';

function Screen({ role, path }: { role: Role; path: string }) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs(role)}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="certificates/all" element={<AllCertificatesPage />} />
          <Route path="certificates/manage" element={<CertificatesManagePage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/certificates/manage" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const LIST = '/dashboard/certificates/all';
const MANAGE = '/dashboard/certificates/manage';
const LOADED = { timeout: 15_000 };
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };
const hang = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

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
  render: () => <Screen role="admin" path={LIST} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllLoading: Story = {
  parameters: { msw: { handlers: [http.get('*/courses/certificates/', hang), ...backend] } },
  render: () => <Screen role="admin" path={LIST} />,
};

export const AllEmpty: Story = {
  parameters: { msw: { handlers: [http.get('*/courses/certificates/', () => HttpResponse.json(EMPTY_PAGE)), ...backend] } },
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No certificates yet' }, LOADED)).toBeVisible();
  },
};

export const AllFailing: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/courses/certificates/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })), ...backend],
    },
  },
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
  render: () => <Screen role="admin" path={MANAGE} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ManageLoading: Story = {
  parameters: { msw: { handlers: [http.get('*/courses/certificates/statistics/', hang), ...backend] } },
  render: () => <Screen role="admin" path={MANAGE} />,
};

export const ManageFailing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/certificates/statistics/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
        ...backend,
      ],
    },
  },
  render: () => <Screen role="admin" path={MANAGE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the certificate figures' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
