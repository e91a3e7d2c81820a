/** What an admin sees on the enrollments list and an enrollment's page: figures, export, bulk cancel, staff actions, history. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { EnrollmentPage } from '../enrollment';
import { EnrollmentsPage } from '.';

const LOADED = { timeout: 15_000 };
/** Demo data: the student's course paid in installments (4) and the one she still owes (7). */
const ACTIVE = '/dashboard/payments/enrollments/4';
const OWING = '/dashboard/payments/enrollments/7';
const LIST = '/dashboard/payments/enrollments';

const Screen = dashboardScreen({
  'payments/enrollments': <EnrollmentsPage />,
  'payments/enrollments/:enrollmentId': <EnrollmentPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const meta = {
  title: 'Screens/Payments/Enrollments for admins',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every learner's enrollments with the school's figures, the CSV export and bulk cancel. */
export const List: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Enrollment figures' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

export const ListFiguresLoading: Story = {
  parameters: backendWith(loading('getEnrollmentStatistics')),
  render: () => <Screen role="admin" path={LIST} />,
};

export const ListFiguresFailing: Story = {
  parameters: backendWith(failing('getEnrollmentStatistics')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Could not load the enrollment figures', undefined, LOADED),
    ).toBeVisible();
  },
};

/** 'Enroll learners': a course and the learners, found by name. */
export const BulkEnroll: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enroll learners' }, LOADED));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', undefined, LOADED));
    const learners = await dialog.findByRole('group', { name: /Learners/ }, LOADED);
    // The dialog fades in: visible once its opening animation ends.
    await waitFor(() => expect(learners).toBeVisible(), LOADED);
  },
};

/** 'Enroll by hand': one learner, with the status and the amount the school sets (a scholarship). */
export const EnrollByHand: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Enroll by hand' }, LOADED));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', undefined, LOADED));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Amount/ })).toBeVisible(), LOADED);
  },
};

/** An admin's page of an enrollment with a balance: suspend, transfer, change plan, resend the confirmation. */
export const Manage: Story = {
  render: () => <Screen role="admin" path={OWING} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Manage this enrollment' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transfer to another course' })).toBeVisible();
  },
};

/** The suspension asks for its reason. */
export const SuspendDialog: Story = {
  render: () => <Screen role="admin" path={ACTIVE} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Suspend' }, LOADED));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog', { name: /^Suspend / }, LOADED));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeVisible(), LOADED);
  },
};

/** The history: every change as a timeline, and a note to add. */
export const History: Story = {
  render: () => <Screen role="admin" path={ACTIVE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, LOADED));
    await expect(await canvas.findByRole('list', { name: 'Enrollment history' }, LOADED)).toBeVisible();
  },
};

export const HistoryFailing: Story = {
  parameters: backendWith(failing('getEnrollmentAuditTrail')),
  render: () => <Screen role="admin" path={ACTIVE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, LOADED));
    await expect((await canvas.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  },
};
