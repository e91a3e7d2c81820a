/**
 * What is done after paying, and by whom, served by the mock backend (msw): the enrollment's actions
 * for the learner, finance staff and a parent; admins verifying bank transfers; a parent paying a
 * child's installment; the history export.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { CheckoutPage } from './checkout';
import { EnrollPage } from './enroll';
import { EnrollmentPage } from './enrollment';
import { PaymentHistoryPage } from './history';
import { PaymentsHomePage } from './home';
import { InstallmentsPage } from './installments';

const LOADED = { timeout: 15_000 };

/** Demo data: the student's trial (enrollment 6), a paid-up course in installments (4), the one she owes (7). */
const TRIAL = 6;
const PAID_IN_INSTALLMENTS = 4;
/** A paid course the demo children are not in. */
const NEW_COURSE = { id: 6, slug: 'rest-apis-with-django-rest-framework' };

const Screen = dashboardScreen({
  payments: <PaymentsHomePage />,
  'courses/enroll/:slug': <EnrollPage />,
  'payments/enroll/:courseId': <CheckoutPage />,
  'payments/enrollments/:enrollmentId': <EnrollmentPage />,
  'payments/history': <PaymentHistoryPage />,
  'payments/installments': <InstallmentsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const meta = {
  title: 'Screens/Payments/Actions',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's trial: Upgrade to paid and Cancel; no Extend (staff only). */
export const EnrollmentTrial: Story = {
  render: () => <Screen role="student" path={`/dashboard/payments/enrollments/${TRIAL}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Upgrade to paid' }, LOADED);
    await expect(canvas.getByRole('button', { name: 'Cancel enrollment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Extend trial' })).toBeNull();
  },
};

/** Cancelling asks first, naming the course, and offers a refund of what was paid. */
export const EnrollmentCancelConfirm: Story = {
  render: () => <Screen role="student" path={`/dashboard/payments/enrollments/${PAID_IN_INSTALLMENTS}`} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancel enrollment' }, LOADED));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', undefined, LOADED);
    await within(dialog).findByText(/^Cancel your enrollment in .+\?$/);
    await within(dialog).findByRole('checkbox', { name: /Ask for a refund/ });
  },
};

/** Finance staff on a learner's trial: Extend trial as well, asking the days to add (7 by default, 1 to 30) and an optional reason. */
export const EnrollmentStaffExtendTrial: Story = {
  render: () => <Screen role="accountant" path={`/dashboard/payments/enrollments/${TRIAL}`} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Extend trial' }, LOADED));
    const dialog = await page.findByRole('alertdialog', undefined, LOADED);
    await expect(within(dialog).getByRole('textbox', { name: /Days to add/ })).toHaveValue('7');
  },
};

/** A parent reads a child's enrollment and downloads the receipt; nothing that changes it. */
export const EnrollmentParent: Story = {
  render: () => <Screen role="parent" path={`/dashboard/payments/enrollments/${PAID_IN_INSTALLMENTS}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Download receipt' }, LOADED);
    await expect(canvas.queryByRole('button', { name: 'Cancel enrollment' })).toBeNull();
  },
};

/** Admins: bank transfers awaiting verification, each with Verify and Reject. */
export const BankTransfers: Story = {
  render: () => <Screen role="admin" path="/dashboard/payments" />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Bank transfers awaiting verification' }, LOADED);
    await expect(within(list).getAllByRole('button', { name: 'Verify' }).length).toBeGreaterThan(0);
  },
};

export const BankTransfersLoading: Story = {
  parameters: backendWith(loading('listAdminPayments')),
  render: () => <Screen role="admin" path="/dashboard/payments" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading bank transfers…', undefined, LOADED);
  },
};

export const BankTransfersEmpty: Story = {
  parameters: backendWith(empty('listAdminPayments')),
  render: () => <Screen role="admin" path="/dashboard/payments" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^No bank transfer is waiting/, undefined, LOADED);
  },
};

export const BankTransfersError: Story = {
  parameters: backendWith(failing('listAdminPayments')),
  render: () => <Screen role="admin" path="/dashboard/payments" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: /Try again|Retry/ }, LOADED);
  },
};

/** A parent: the children's installments together, each named, with Pay now for the child. */
export const InstallmentsParent: Story = {
  render: () => <Screen role="parent" path="/dashboard/payments/installments" />,
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link', { name: /now for Wanjiku Kamau$/ }, LOADED);
    await expect(links.length).toBeGreaterThan(0);
  },
};

/**
 * A parent paying one installment for the child (the gateways, M-Pesa first, the phone), then several at
 * once: the others ticked, one total, one payment.
 */
export const InstallmentsParentPaying: Story = {
  render: () => <Screen role="parent" path="/dashboard/payments/installments?pay=8" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Pay installment 2 of 3 of .+ for Wanjiku Kamau$/ }, LOADED);
    const [first] = canvas.getAllByRole('radio');
    await expect(first).toHaveAccessibleName(/^M-Pesa/);
    await canvas.findByRole('button', { name: /^Pay Ksh [\d,.]+ with M-Pesa$/ });
    const group = await canvas.findByRole('group', { name: 'Pay together with' }, LOADED);
    const [other] = within(group).getAllByRole('checkbox');
    if (other) await userEvent.click(other);
    await canvas.findByText(/^2 installments in one payment: /, undefined, LOADED);
  },
};

/** A parent chose bank transfer: the bank's details and reference, then the slip's upload (image or PDF). */
export const InstallmentsParentBankSlip: Story = {
  render: () => <Screen role="parent" path="/dashboard/payments/installments?pay=8" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank transfer' }, LOADED));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay Ksh [\d,.]+$/ }));
    await canvas.findByRole('form', { name: 'Upload the transfer slip' }, LOADED);
  },
};

/** The history with Export CSV (an admin: the contract's payments report). */
export const HistoryExportAdmin: Story = {
  render: () => <Screen role="admin" path="/dashboard/payments/history" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Export CSV' }, LOADED);
  },
};

/** A parent paying what a child's enrollment owes, from its page: the gateways, M-Pesa first. */
export const EnrollmentParentPaying: Story = {
  render: () => <Screen role="parent" path="/dashboard/payments/enrollments/7?pay=1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Pay for .+ for Wanjiku Kamau$/ }, LOADED);
    await canvas.findByRole('button', { name: /^Pay Ksh [\d,.]+ with M-Pesa$/ }, LOADED);
  },
};

/** A parent enrolling a child: who the enrollment is for, then the flow for that child. */
export const ParentEnrollsChild: Story = {
  render: () => <Screen role="parent" path={`/dashboard/courses/enroll/${NEW_COURSE.slug}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Your child' }, LOADED);
    await canvas.findByRole('link', { name: 'Continue to checkout' }, LOADED);
  },
};

/** Checkout for the chosen child (`?for=`): the child named in the heading, the parent pays. */
export const ParentCheckoutForChild: Story = {
  render: () => <Screen role="parent" path={`/dashboard/payments/enroll/${NEW_COURSE.id}?for=4`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^Checkout: .+ for Wanjiku Kamau$/ }, LOADED);
    await canvas.findByRole('button', { name: 'Continue to payment' }, LOADED);
  },
};

export const ParentEnrollNoChildren: Story = {
  parameters: backendWith(answering('listMyChildren', [])),
  render: () => <Screen role="parent" path={`/dashboard/courses/enroll/${NEW_COURSE.slug}`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No children linked yet' }, LOADED);
  },
};

export const ParentEnrollChildrenLoading: Story = {
  parameters: backendWith(loading('listMyChildren')),
  render: () => <Screen role="parent" path={`/dashboard/courses/enroll/${NEW_COURSE.slug}`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your children…', undefined, LOADED);
  },
};

export const ParentEnrollChildrenError: Story = {
  parameters: backendWith(failing('listMyChildren')),
  render: () => <Screen role="parent" path={`/dashboard/courses/enroll/${NEW_COURSE.slug}`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'We could not load your children' }, LOADED);
  },
};
