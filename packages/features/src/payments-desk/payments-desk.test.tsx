import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { must } from '../../test/must';
import { GatewayLogPage } from './gateway-log/gateway-log-page';
import { GatewayLogsPage } from './gateway-logs/gateway-logs-page';
import { PaymentsOverviewPage } from './overview/overview-page';
import { MPESA_RESULT_LABELS, mpesaResultOf } from './shared';
import { AdminPaymentPage } from './payment/payment-page';
import { AdminPaymentsPage } from './payments/payments-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
type Role = 'admin' | 'accountant';
const paymentOf = (status: string) =>
  must(
    getMockDatabase().payments.payments.find((row) => row.status === status),
    `a seeded ${status} payment`,
  );
const renderPayment = (id: number, role: Role = 'admin') =>
  renderInApp(<AdminPaymentPage />, {
    path: `/dashboard/payments/admin/payments/${id}`,
    routePath: '/dashboard/payments/admin/payments/:paymentId',
    session: signedInSession(role),
  });

describe('the payments desk', () => {
  it('shows an admin the school’s figures in KES, each count opening the payments it counts, and revenue by period', async () => {
    renderInApp(<PaymentsOverviewPage />, { path: '/dashboard/payments/admin/overview', session: signedInSession('admin') });
    expect(await screen.findByText('Total revenue', undefined, LOADED)).toBeTruthy();
    const failed = screen.getByRole('link', { name: 'Failed payments' });
    expect(failed.getAttribute('href')).toBe('/dashboard/payments/admin/payments?status=failed');
    expect(screen.getAllByText(/^Ksh /).length).toBeGreaterThan(3);
    expect(await screen.findByRole('table', { name: /Revenue by month/ }, LOADED)).toBeTruthy();
  }, 30_000);

  it('records a payment taken at the office: the missing reference is said on its field, then the payment opens', async () => {
    const { user } = renderInApp(<AdminPaymentsPage />, {
      path: '/dashboard/payments/admin/payments',
      session: signedInSession('admin'),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Record a payment' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a payment' }));
    await user.type(await dialog.findByRole('combobox', { name: /Enrollment/ }, LOADED), 'a');
    const options = await screen.findAllByRole('option', { name: /owes Ksh/ }, LOADED);
    await user.click(options[0] as HTMLElement);
    await user.type(dialog.getByRole('textbox', { name: /^Amount/ }), '1500');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await dialog.findByText('Enter the reference on the bank slip.', undefined, LOADED)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /^Bank slip reference/ }), 'EQB-FT-2211');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/^Payment PAY-.+ recorded$/, undefined, LOADED)).toBeTruthy();
    const created = must(getMockDatabase().payments.payments.all().at(-1), 'the recorded payment');
    expect(created.gateway_transaction_id).toBe('EQB-FT-2211');
    expect(created.status).toBe('completed');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain(`/dashboard/payments/admin/payments/${created.id}`),
    );
  }, 40_000);

  it('names the learner, course and enrollment of a payment; an admin deletes a failed one after a confirmation', async () => {
    const payment = paymentOf('failed');
    const { user } = renderPayment(payment.id);
    expect(await screen.findByRole('heading', { level: 1, name: `Payment ${payment.reference}` }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: `Enrollment #${payment.enrollment}` }).getAttribute('href')).toBe(
      `/dashboard/payments/enrollments/${payment.enrollment}`,
    );
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify with the gateway' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete payment ${payment.reference}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete payment' }));
    await waitFor(() => expect(getMockDatabase().payments.payments.get(payment.id)).toBeUndefined());
  }, 30_000);

  it('corrects a payment only with a reason, and checks a pending one with its gateway', async () => {
    const payment = paymentOf('pending');
    const { user } = renderPayment(payment.id);
    await user.click(await screen.findByRole('button', { name: 'Correct' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Correct ${payment.reference}` }));
    const reference = await dialog.findByRole('textbox', { name: /^Gateway or bank reference/ }, LOADED);
    await user.clear(reference);
    await user.type(reference, 'KCB-778812');
    await user.click(dialog.getByRole('button', { name: 'Save correction' }));
    expect(await dialog.findByText('Say why the payment is corrected; it is kept with the payment.')).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Gateway or bank reference/ }) as HTMLInputElement).value).toBe('KCB-778812');
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Reference read wrongly from the slip');
    await user.click(dialog.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(getMockDatabase().payments.payments.get(payment.id)?.gateway_transaction_id).toBe('KCB-778812'));
    await user.click(await screen.findByRole('button', { name: 'Verify with the gateway' }));
    expect(await screen.findByRole('heading', { name: 'The gateway’s answer' }, LOADED)).toBeTruthy();
  }, 40_000);

  it('lets an accountant read a payment without the admin actions', async () => {
    const payment = paymentOf('completed');
    renderPayment(payment.id, 'accountant');
    expect(await screen.findByRole('heading', { level: 1, name: `Payment ${payment.reference}` }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correct' })).toBeNull();
    expect(screen.queryByText('Gateway logs of this payment')).toBeNull();
    expect(screen.getByRole('link', { name: 'The learner’s receipt' }).getAttribute('href')).toBe(
      `/dashboard/payments/receipts/${payment.id}`,
    );
  }, 30_000);

  it('shows a gateway exchange’s bodies as indented JSON and links its payment', async () => {
    const log = must(
      getMockDatabase().payments.gatewayLogs.find(
        (row) => row.gateway === 'mpesa' && !!row.response_body && row.payment !== null,
      ),
      'a logged exchange with a body',
    );
    renderInApp(<GatewayLogPage />, {
      path: `/dashboard/payments/admin/gateway-logs/${log.id}`,
      routePath: '/dashboard/payments/admin/gateway-logs/:logId',
      session: signedInSession('admin'),
    });
    const payment = await screen.findByRole('link', { name: log.reference ?? `Payment #${log.payment}` }, LOADED);
    expect(payment.getAttribute('href')).toBe(`/dashboard/payments/admin/payments/${log.payment}`);
    const response = must(
      screen.getAllByRole('figure').find((figure) => figure.textContent?.includes('ResultCode')),
      'the response body',
    );
    // Indented, one key a line ('"ResultCode": 0'), where the gateway sent '{"ResultCode":0,…}'.
    expect(response.textContent).toMatch(/"ResultCode": /);
    // Safaricom's callback as it came, the payer's number masked.
    const request = must(
      screen.getAllByRole('figure').find((figure) => figure.textContent?.includes('stkCallback')),
      'the request body',
    );
    expect(request.textContent).toMatch(/"PhoneNumber": "2547\*\*\*\*"/);
  }, 30_000);

  it('keeps the gateway logs’ filters in the URL: failed M-Pesa answers only', async () => {
    renderInApp(<GatewayLogsPage />, {
      path: '/dashboard/payments/admin/gateway-logs?gateway=mpesa&event_type=stk_callback&is_success=false',
      session: signedInSession('admin'),
    });
    const wanted = getMockDatabase().payments.gatewayLogs.filter(
      (row) => row.gateway === 'mpesa' && row.event_type === 'stk_callback' && !row.is_success,
    );
    expect(wanted.length).toBeGreaterThan(0);
    await waitFor(
      () => expect(screen.getAllByRole('link', { name: 'stk_callback' }).length).toBe(Math.min(wanted.length, 20)),
      LOADED,
    );
    expect(screen.queryByRole('link', { name: 'charge.succeeded' })).toBeNull();
    expect(screen.queryByText('Succeeded', { selector: 'span' })).toBeNull();
    // Each failed answer's ResultCode is named in words.
    expect(screen.getAllByText(/^(1|17|26|1001|1019|1025|1032|1037|2001|9999) · [A-Z]/).length).toBe(Math.min(wanted.length, 20));
  }, 30_000);

  it('names every M-Pesa ResultCode in words, found in Safaricom’s callback', () => {
    expect(Object.keys(MPESA_RESULT_LABELS).map(Number)).toEqual([0, 1, 17, 26, 1001, 1019, 1025, 1032, 1037, 2001, 9999]);
    const callback = JSON.stringify({ Body: { stkCallback: { ResultCode: 1032, ResultDesc: 'Request cancelled by user.' } } });
    expect(mpesaResultOf({ gateway: 'mpesa', request_body: callback })).toBe('1032 · Cancelled on the phone');
    expect(mpesaResultOf({ gateway: 'mpesa', response_body: '{"ResultCode":"2001"}' })).toBe('2001 · Wrong M-Pesa PIN');
    expect(mpesaResultOf({ gateway: 'stripe', response_body: callback })).toBeNull();
    expect(mpesaResultOf({ gateway: 'mpesa', response_body: 'not json' })).toBeNull();
  });

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listAdminPayments: 500 } });
    renderInApp(<AdminPaymentsPage />, { path: '/dashboard/payments/admin/payments', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load payments' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});
