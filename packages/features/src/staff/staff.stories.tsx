/** The staff management screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { StaffMemberPage } from './detail';
import { EditStaffPage } from './edit';
import { StaffPage } from './list';
import { NewStaffPage } from './new';

const Screen = dashboardScreen({
  staff: <StaffPage />,
  'staff/new': <NewStaffPage />,
  'staff/edit/:slug': <EditStaffPage />,
  'staff/:slug': <StaffMemberPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const STAFF = '/dashboard/staff';
/** The demo teacher, Faith Chebet. */
const MEMBER = '/dashboard/staff/teacher';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Staff',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every staff account with role, contact and status; export and Add staff. */
export const StaffList: Story = {
  render: () => <Screen role="admin" path={STAFF} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Faith Chebet' }, LOADED)).toBeVisible();
  },
};

export const StaffListPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={STAFF} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const StaffListLoading: Story = {
  parameters: backendWith(loading('listUsers')),
  render: () => <Screen role="admin" path={STAFF} />,
};

/** No staff yet: the way to add one. */
export const StaffListEmpty: Story = {
  parameters: backendWith(empty('listUsers')),
  render: () => <Screen role="admin" path={STAFF} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No staff yet' }, LOADED)).toBeVisible();
  },
};

export const StaffListFailing: Story = {
  parameters: backendWith(failing('listUsers')),
  render: () => <Screen role="admin" path={STAFF} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** A teacher's page as an admin sees it: profile, courses taught, Edit and Deactivate. */
export const Member: Story = {
  render: () => <Screen role="admin" path={MEMBER} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Faith Chebet' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Deactivate' }, LOADED)).toBeVisible();
  },
};

export const MemberFailing: Story = {
  parameters: backendWith(failing('listUsers')),
  render: () => <Screen role="admin" path={MEMBER} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const NewMember: Story = {
  render: () => <Screen role="admin" path="/dashboard/staff/new" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^First name/ }, LOADED)).toBeVisible();
  },
};

export const EditMember: Story = {
  render: () => <Screen role="super_admin" path="/dashboard/staff/edit/teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Faith', undefined, LOADED)).toBeVisible();
  },
};
