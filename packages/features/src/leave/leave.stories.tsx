/** The leave screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { LeaveApprovalsPage } from './approvals';
import { LeavePage } from './detail';
import { LeavesPage } from './list';
import { LeaveReportsPage } from './reports';

const Screen = dashboardScreen({
  leave: <LeavesPage />,
  'leave/approvals': <LeaveApprovalsPage />,
  'leave/reports': <LeaveReportsPage />,
  'leave/:id': <LeavePage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Leave',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A parent: the leave they applied for on behalf of their children, and Apply for leave. */
export const ParentApplications: Story = {
  render: () => <Screen role="parent" path="/dashboard/leave" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leave applications' })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /leave$/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** The application form for a parent, with the child to choose and the dates' rule. */
export const ApplyForm: Story = {
  render: () => <Screen role="parent" path="/dashboard/leave?apply=4" />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Apply for leave' }, LOADED));
    await userEvent.click(await dialog.findByRole('button', { name: 'Apply for leave' }, LOADED));
    await expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
  },
};

/** A student's own applications. */
export const Student: Story = { render: () => <Screen role="student" path="/dashboard/leave" /> };

export const EmptyApplications: Story = {
  parameters: backendWith(empty('listLeaves')),
  render: () => <Screen role="student" path="/dashboard/leave" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No leave applications yet' }, LOADED)).toBeVisible();
  },
};

export const LoadingApplications: Story = {
  parameters: backendWith(loading('listLeaves')),
  render: () => <Screen role="student" path="/dashboard/leave" />,
};

export const FailingApplications: Story = {
  parameters: backendWith(failing('listLeaves')),
  render: () => <Screen role="student" path="/dashboard/leave" />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** An admin's queue: each pending application with Approve and Reject. */
export const Approvals: Story = {
  render: () => <Screen role="admin" path="/dashboard/leave/approvals" />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Approve' }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const ApprovalsPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="teacher" path="/dashboard/leave/approvals" />,
};

export const ApprovalsEmpty: Story = {
  parameters: backendWith(empty('listPendingLeaveApprovals')),
  render: () => <Screen role="admin" path="/dashboard/leave/approvals" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nothing waiting for approval' }, LOADED),
    ).toBeVisible();
  },
};

export const ApprovalsFailing: Story = {
  parameters: backendWith(failing('listPendingLeaveApprovals')),
  render: () => <Screen role="admin" path="/dashboard/leave/approvals" />,
};

/** A pending application as an admin sees it: Approve, or Reject with a reason. */
export const Detail: Story = {
  render: () => <Screen role="admin" path="/dashboard/leave/1" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Review' }, LOADED)).toBeVisible();
  },
};

export const DetailLoading: Story = {
  parameters: backendWith(loading('getLeave')),
  render: () => <Screen role="admin" path="/dashboard/leave/1" />,
};

export const DetailNotFound: Story = {
  parameters: backendWith(failing('getLeave', 404)),
  render: () => <Screen role="admin" path="/dashboard/leave/1" />,
};

export const DetailFailing: Story = {
  parameters: backendWith(failing('getLeave')),
  render: () => <Screen role="admin" path="/dashboard/leave/1" />,
};

/** Management's report: figures by state, applications by type, and Export CSV. */
export const Reports: Story = {
  render: () => <Screen role="admin" path="/dashboard/leave/reports?date_from=2026-01-01" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Approved' }, LOADED)).toBeVisible();
  },
};

export const ReportsFailing: Story = {
  parameters: backendWith(failing('getLeavesReport')),
  render: () => <Screen role="admin" path="/dashboard/leave/reports" />,
};

export const ReportsLoading: Story = {
  parameters: backendWith(loading('getLeavesReport')),
  render: () => <Screen role="admin" path="/dashboard/leave/reports" />,
};
