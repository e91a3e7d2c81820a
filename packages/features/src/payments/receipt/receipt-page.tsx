/**
 * /dashboard/payments/receipts/:paymentId: a receipt worth printing — the school, the learner, the
 * course, the amount, the method with its M-Pesa or gateway code, the date — with Print, the PDF
 * (download-receipt, saved under the server's filename) and a link
 * to the enrollment. A payment that is not completed has no receipt (the server says so: 404/400).
 * Admins see what was refunded of it and start a refund there.
 */
import { Stack, Text } from '@chakra-ui/react';
import { ApiError, type PaymentReceipt } from '@ujuzi/api';
import { useGetPaymentReceipt } from '@ujuzi/api/hooks';
import { getPaymentReceiptPath } from '@ujuzi/api/path-params';
import { formatDateTime, formatMoney, GATEWAY_LABELS } from '@ujuzi/domain';
import { Button, Card, Link } from '@ujuzi/ui';
import { DetailField, DetailFields, DetailPage, ExportButton, useRouteParams, links } from '../../infra/kit';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';
import { StartRefund } from '../refunds/start-refund';

const TRAIL = [PAYMENTS_CRUMB, { label: 'Payment history', href: links.paymentHistory() }];

export function ReceiptPage() {
  const { id } = useRouteParams(getPaymentReceiptPath, { names: { id: 'paymentId' } });
  const query = useGetPaymentReceipt(id);
  const header = (receipt: PaymentReceipt | undefined) => (
    <PaymentsHeader
      title={receipt ? `Receipt ${receipt.receipt_number}` : 'Receipt'}
      trail={TRAIL}
      actions={
        receipt ? (
          <>
            <Button onClick={() => window.print()}>Print</Button>
            <ExportButton
              label="Download PDF"
              request={{
                path: `/payments/enrollments/${receipt.enrollment_id}/download-receipt/`,
                query: { payment_id: receipt.payment_id },
                fallbackFilename: `receipt-${receipt.payment_reference}.pdf`,
              }}
            />
          </>
        ) : undefined
      }
    />
  );
  // A payment that is not completed has no receipt: the server's own words say why (400 or 404).
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status))
    return (
      <Stack gap="6" maxW="3xl">
        {header(undefined)}
        <Card title="No receipt for this payment" headingLevel={2}>
          <Text>
            {query.error.message || 'Receipts are issued for completed payments only.'}{' '}
            <Link href={links.paymentHistory()}>Back to payment history</Link>
          </Text>
        </Card>
      </Stack>
    );
  return (
    <Stack gap="6" maxW="3xl">
      <DetailPage
        query={query}
        noun="receipt"
        notFoundAction={<Link href={links.paymentHistory()}>Back to payment history</Link>}
        header={header}
        summary={(receipt) => (
          <Card
            title={receipt.issuer_name ?? 'Ujuzi School of Technology'}
            headingLevel={2}
            description="Official payment receipt"
          >
            <DetailFields>
              <DetailField label="Receipt number">{receipt.receipt_number}</DetailField>
              <DetailField label="Learner">
                {receipt.student_name}
                {receipt.student_email ? <Text color="fg.muted">{receipt.student_email}</Text> : null}
              </DetailField>
              <DetailField label="Course">
                {receipt.enrollment_id ? (
                  <Link href={links.enrollment(receipt.enrollment_id)}>{receipt.course_title}</Link>
                ) : (
                  receipt.course_title
                )}
              </DetailField>
              {receipt.description ? <DetailField label="For">{receipt.description}</DetailField> : null}
              <DetailField label="Amount">
                <Text fontWeight="semibold">{formatMoney(receipt.amount, receipt.currency)}</Text>
              </DetailField>
              <DetailField label="Paid with">{GATEWAY_LABELS[receipt.gateway]}</DetailField>
              {receipt.transaction_reference ? (
                <DetailField label={receipt.gateway === 'mpesa' ? 'M-Pesa code' : 'Transaction'}>
                  {receipt.transaction_reference}
                </DetailField>
              ) : null}
              <DetailField label="Payment reference">{receipt.payment_reference}</DetailField>
              <DetailField label="Paid on">{formatDateTime(receipt.paid_at)}</DetailField>
              {receipt.balance_after !== undefined ? (
                <DetailField label="Balance after this payment">
                  {formatMoney(receipt.balance_after, receipt.currency)}
                </DetailField>
              ) : null}
              <DetailField label="Issued">{formatDateTime(receipt.issued_at)}</DetailField>
            </DetailFields>
          </Card>
        )}
      />
      {query.data ? <StartRefund paymentId={id} /> : null}
    </Stack>
  );
}
