/**
 * /dashboard/payments/receipts/:paymentId: a receipt worth printing — the school, the learner, the
 * course, the amount, the method with its M-Pesa or gateway code, the date — with Print, the PDF
 * (download-receipt, saved under the server's filename) and a link
 * to the enrollment. A payment that is not completed has no receipt (the server says so: 404/400).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ApiError } from '@ujuzi/api';
import { useGetPaymentReceipt } from '@ujuzi/api/hooks';
import { getPaymentReceiptPath } from '@ujuzi/api/path-params';
import { HTTP_MESSAGES, formatDateTime, formatMoney, GATEWAY_LABELS } from '@ujuzi/domain';
import { Button, Card, ErrorState, Link, LoadingDots } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { ExportButton, useRouteParams, links } from '../../infra/kit';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';

const TRAIL = [PAYMENTS_CRUMB, { label: 'Payment history', href: links.paymentHistory() }];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="4" py="2" borderBottomWidth="1px">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" textAlign="end" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  );
}

export function ReceiptPage() {
  const { id } = useRouteParams(getPaymentReceiptPath, { names: { id: 'paymentId' } });
  const query = useGetPaymentReceipt(id);
  const receipt = query.data;
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  return (
    <Stack gap="6" maxW="3xl">
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
      {missing ? (
        <Card title="No receipt for this payment" headingLevel={2}>
          <Text>
            {query.error instanceof Error ? query.error.message : 'Receipts are issued for completed payments only.'}{' '}
            <Link href={links.paymentHistory()}>Back to payment history</Link>
          </Text>
        </Card>
      ) : query.isError ? (
        <ErrorState
          message={query.error instanceof Error ? query.error.message : HTTP_MESSAGES.unexpected}
          onRetry={() => void query.refetch()}
          headingLevel="h2"
        />
      ) : !receipt ? (
        <Card>
          <HStack gap="3" role="status">
            <LoadingDots />
            <Text>Loading the receipt…</Text>
          </HStack>
        </Card>
      ) : (
        <Card title={receipt.issuer_name ?? 'Ujuzi School of Technology'} headingLevel={2} description="Official payment receipt">
          <Box as="dl">
            <Row label="Receipt number">{receipt.receipt_number}</Row>
            <Row label="Learner">
              {receipt.student_name}
              {receipt.student_email ? <Text color="fg.muted">{receipt.student_email}</Text> : null}
            </Row>
            <Row label="Course">
              {receipt.enrollment_id ? (
                <Link href={links.enrollment(receipt.enrollment_id)}>{receipt.course_title}</Link>
              ) : (
                receipt.course_title
              )}
            </Row>
            {receipt.description ? <Row label="For">{receipt.description}</Row> : null}
            <Row label="Amount">
              <Text fontWeight="semibold">{formatMoney(receipt.amount, receipt.currency)}</Text>
            </Row>
            <Row label="Paid with">{GATEWAY_LABELS[receipt.gateway]}</Row>
            {receipt.transaction_reference ? (
              <Row label={receipt.gateway === 'mpesa' ? 'M-Pesa code' : 'Transaction'}>{receipt.transaction_reference}</Row>
            ) : null}
            <Row label="Payment reference">{receipt.payment_reference}</Row>
            <Row label="Paid on">{formatDateTime(receipt.paid_at)}</Row>
            {receipt.balance_after !== undefined ? (
              <Row label="Balance after this payment">{formatMoney(receipt.balance_after, receipt.currency)}</Row>
            ) : null}
            <Row label="Issued">{formatDateTime(receipt.issued_at)}</Row>
          </Box>
        </Card>
      )}
    </Stack>
  );
}
