/** The enrollment and payment screens inside the dashboard shell, served by the mock backend (msw), in each state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentStatusDetail } from '@ujuzi/api';
import { expect, userEvent, within } from 'storybook/test';
import {
  answering,
  backend,
  backendWith,
  dashboardScreen,
  empty,
  failing,
  loading,
  signedInAs,
  StoryApp,
} from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { CheckoutPage } from './checkout';
import { EnrollPage } from './enroll';
import { EnrollmentPage } from './enrollment';
import { EnrollmentsPage } from './enrollments';
import { PaymentHistoryPage } from './history';
import { PaymentsHomePage } from './home';
import { InstallmentsPage } from './installments';
import { ReceiptPage } from './receipt';
import { PaymentCancelPage, PaymentSuccessPage, PaymentVerifyPage } from './result';
import { MPESA_WAITING_TEXT } from './shared';

const LOADED = { timeout: 15_000 };

/** Demo data: the student is new to course 6, active in 2 and owes for 10 (enrollment 7). */
const NEW_COURSE = { id: 6, slug: 'rest-apis-with-django-rest-framework', title: 'REST APIs with Django REST Framework' };
const ACTIVE_SLUG = 'javascript-fundamentals';
const PENDING_SLUG = 'building-payment-integrations-with-m-pesa-daraja-api';
const PENDING = { courseId: 10, enrollmentId: 7 };

const Screen = dashboardScreen(
  {
    'courses/enroll/:slug': <EnrollPage />,
    'payments/enroll/:courseId': <CheckoutPage />,
    'payments/enrollments': <EnrollmentsPage />,
    'payments/enrollments/:enrollmentId': <EnrollmentPage />,
    'payments/receipts/:paymentId': <ReceiptPage />,
    payments: <PaymentsHomePage />,
    'payments/history': <PaymentHistoryPage />,
    'payments/installments': <InstallmentsPage />,
    'payments/success/:enrollmentId?': <PaymentSuccessPage />,
    'payments/cancel/:enrollmentId?': <PaymentCancelPage />,
    '*': <RoutePage pathname="/dashboard" />,
  },
  'student',
);

const statusOf = (patch: Partial<PaymentStatusDetail>): PaymentStatusDetail => ({
  payment_id: 9001,
  reference: 'PAY-2026-09001',
  status: 'processing',
  gateway: 'mpesa',
  amount: '8500.00',
  currency: 'KES',
  is_final: false,
  enrollment_id: PENDING.enrollmentId,
  enrollment_status: 'payment_processing',
  mpesa_receipt_number: null,
  result_code: null,
  message: 'Waiting for you to enter your M-Pesa PIN on your phone.',
  completed_at: null,
  ...patch,
});
const paymentStatus = (patch: Partial<PaymentStatusDetail>) => answering('getPaymentStatus', statusOf(patch));

const meta = {
  title: 'Screens/Payments',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid course the learner is not in yet: the course, its price and trial, and the way to checkout. */
export const EnrollNew: Story = {
  render: () => <Screen path={`/dashboard/courses/enroll/${NEW_COURSE.slug}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Enroll in ${NEW_COURSE.title}` }, LOADED);
    await expect(await canvas.findByRole('link', { name: 'Continue to checkout' }, LOADED)).toHaveAttribute(
      'href',
      `/dashboard/payments/enroll/${NEW_COURSE.id}`,
    );
  },
};

/** Already enrolled and paid: straight into the lessons. */
export const EnrollActive: Story = {
  render: () => <Screen path={`/dashboard/courses/enroll/${ACTIVE_SLUG}`} />,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Go to the course' }, LOADED);
    await expect(link).toHaveAttribute('href', `/dashboard/courses/${ACTIVE_SLUG}/lessons`);
  },
};

/** Enrolled, not paid yet: the one next step is paying. */
export const EnrollPaymentPending: Story = {
  render: () => <Screen path={`/dashboard/courses/enroll/${PENDING_SLUG}`} />,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Pay now' }, LOADED);
    await expect(link).toHaveAttribute('href', `/dashboard/payments/enroll/${PENDING.courseId}`);
  },
};

/** The server fails: the flow ends in error with Try again. */
export const EnrollError: Story = {
  parameters: backendWith(failing('getEnrollmentCourseSummary')),
  render: () => <Screen path={`/dashboard/courses/enroll/${NEW_COURSE.slug}`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED);
  },
};

/** Checkout while the course and its prices load. */
export const CheckoutLoading: Story = {
  parameters: backendWith(loading('getEnrollmentCourseSummary')),
  render: () => <Screen path={`/dashboard/payments/enroll/${NEW_COURSE.id}`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading the course and its prices…', undefined, LOADED);
  },
};

/** Step 1: plans with the installment schedule, a discount code validated, the total in KES. */
export const CheckoutPlans: Story = {
  render: () => <Screen path={`/dashboard/payments/enroll/${NEW_COURSE.id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /3 Monthly Installments/ }, LOADED));
    await canvas.findByRole('list', { name: 'Installment schedule' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), 'JAMHURI20');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await canvas.findByText(/^JAMHURI20 applied: you save Ksh/, undefined, LOADED);
  },
};

/** Step 2 for an enrollment waiting for payment: what is due, the gateways (M-Pesa first), the phone. */
export const CheckoutPay: Story = {
  render: () => <Screen path={`/dashboard/payments/enroll/${PENDING.courseId}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Pay Ksh [\d,]+\.00 with M-Pesa$/ }, LOADED);
    const [first] = canvas.getAllByRole('radio');
    await expect(first).toHaveAccessibleName(/^M-Pesa/);
  },
};

/** The STK push is out: the instruction, the countdown, the status read every 3 s. */
export const CheckoutWaiting: Story = {
  parameters: backendWith(paymentStatus({})),
  render: () => <Screen path={`/dashboard/payments/enroll/${PENDING.courseId}?payment=9001`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: MPESA_WAITING_TEXT }, LOADED);
  },
};

/** The learner cancelled on the phone: plain words and the next steps above the kept form. */
export const CheckoutCancelledOnPhone: Story = {
  parameters: backendWith(
    paymentStatus({
      status: 'cancelled',
      is_final: true,
      result_code: 1032,
      message: 'Payment cancelled: Request cancelled by user.',
    }),
  ),
  render: () => <Screen path={`/dashboard/payments/enroll/${PENDING.courseId}?payment=9001`} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, LOADED);
    await within(alert).findByText('Payment cancelled on your phone');
    await within(alert).findByRole('button', { name: 'Use another number' });
  },
};

/** Not enough money on M-Pesa. */
export const CheckoutInsufficientFunds: Story = {
  parameters: backendWith(paymentStatus({ status: 'failed', is_final: true, result_code: 1 })),
  render: () => <Screen path={`/dashboard/payments/enroll/${PENDING.courseId}?payment=9001`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Not enough money on M-Pesa', undefined, LOADED);
  },
};

/** Paid: the receipt number and the way into the course. */
export const Success: Story = {
  parameters: backendWith(
    paymentStatus({ status: 'completed', is_final: true, result_code: 0, mpesa_receipt_number: 'TKQ4B7XH2M' }),
  ),
  render: () => <Screen path={`/dashboard/payments/success/${PENDING.enrollmentId}?payment=9001`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('M-Pesa receipt TKQ4B7XH2M', undefined, LOADED);
    await canvas.findByRole('link', { name: 'Start learning' }, LOADED);
  },
};

/** Cancelled at the gateway: nothing charged, the enrollment kept, paying resumes from here. */
export const Cancelled: Story = {
  render: () => <Screen path={`/dashboard/payments/cancel/${PENDING.enrollmentId}`} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /^Pay for / }, LOADED);
  },
};

/** A payment id the server does not know is refused. */
export const VerifyUnknown: Story = {
  render: () => (
    <StoryApp path="/payment/verify/999999" routePath="/payment/verify/:paymentId" signedIn={signedInAs('student')}>
      <PaymentVerifyPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'We could not find this payment' }, LOADED);
  },
};

/** The learner's enrollments: status, paid, balance due and each one's next step. */
export const Enrollments: Story = {
  render: () => <Screen path="/dashboard/payments/enrollments" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'My enrollments' });
    await canvas.findAllByText('Payment due', undefined, LOADED);
  },
};

/** No enrollment yet: the catalogue is the next step. */
export const EnrollmentsEmpty: Story = {
  parameters: backendWith(empty('listEnrollments')),
  render: () => <Screen path="/dashboard/payments/enrollments" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Browse courses' }, LOADED);
  },
};

/** One enrollment waiting for payment: the figures, the next installment, the way to pay, its payments. */
export const Enrollment: Story = {
  render: () => <Screen path={`/dashboard/payments/enrollments/${PENDING.enrollmentId}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Balance due', undefined, LOADED);
    await canvas.findByRole('link', { name: /^Pay Ksh/ }, LOADED);
  },
};

/** A completed payment's receipt, ready to print. */
export const Receipt: Story = {
  parameters: backendWith(
    answering('getPaymentReceipt', {
      receipt_number: 'RCT-2026-09001',
      payment_id: 9001,
      payment_reference: 'PAY-2026-09001',
      enrollment_id: PENDING.enrollmentId,
      student_name: 'Wanjiku Kamau',
      student_email: 'student@ujuzi.ac.ke',
      course_title: 'Building Payment Integrations with M-Pesa Daraja API',
      amount: '8075.00',
      currency: 'KES',
      gateway: 'mpesa',
      transaction_reference: 'TKQ4B7XH2M',
      balance_after: '0.00',
      paid_at: '2026-11-26T07:30:00Z',
      issued_at: '2026-11-26T07:30:05Z',
      issuer_name: 'Ujuzi School of Technology',
    }),
  ),
  render: () => <Screen path="/dashboard/payments/receipts/9001" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Receipt RCT-2026-09001' }, LOADED);
    await canvas.findByText('TKQ4B7XH2M');
  },
};

/** Every payment with method, status and amount; completed ones open their receipt. */
export const History: Story = {
  render: () => <Screen path="/dashboard/payments/history" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Payment history' });
    await canvas.findAllByText('Paid', undefined, LOADED);
  },
};

/** The installment schedule, the overdue one with its days late and Pay now. */
export const Installments: Story = {
  render: () => <Screen path="/dashboard/payments/installments" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText(/^\d+ days? late$/, undefined, LOADED);
  },
};

/** Nothing owed in installments: the enrollments are the next place to look. */
export const InstallmentsEmpty: Story = {
  parameters: backendWith(empty('listInstallments')),
  render: () => <Screen path="/dashboard/payments/installments" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No installments', undefined, LOADED);
  },
};

/** A learner's payments at a glance: active enrollments, balance due, overdue installments, what is coming. */
export const Home: Story = {
  render: () => <Screen path="/dashboard/payments" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /Overdue installments/ }, LOADED);
  },
};
