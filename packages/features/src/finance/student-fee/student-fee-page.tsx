/**
 * /dashboard/finance/student-fees/:id: one learner's fee — billed, discount, paid, balance, due, status —
 * with its payments, each opening its receipt. The learner or a parent pays the balance by M-Pesa here
 * (the fee's invoice leads here); finance staff record a payment taken at the office.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { FeePayment, StudentFee } from '@ujuzi/api';
import { useGetStudentFee, useListFeePayments } from '@ujuzi/api/hooks';
import { getStudentFeePath } from '@ujuzi/api/path-params';
import { can, canOpen, formatDate, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import {
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  QueryState,
  lazyFormDialog,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  FEE_PAYMENT_STATUS_LABELS,
  FEE_STATUS_LABELS,
  FEE_STATUS_TONES,
  FinanceHeader,
  PAYMENT_METHOD_LABELS,
  STUDENT_FEES_CRUMB,
  learnerOf,
} from '../shared';
import { PayByMpesa } from './pay-by-mpesa';

const RecordPaymentDialog = lazyFormDialog(
  () => import('../fee-collection/record-payment-form').then((module) => module.RecordPaymentForm),
  {
    noun: 'payment',
    title: (fee: StudentFee | null) => (fee ? `Record a payment from ${learnerOf(fee)}` : ''),
    description: 'A receipt is issued at once.',
    size: 'md',
    height: '22rem',
  },
);

function Payments({ fee }: { fee: StudentFee }) {
  const query = useListFeePayments({ student_fee: fee.id, page_size: 50 });
  return (
    <Card title="Payments" headingLevel={2}>
      <QueryState
        query={query}
        noun="the payments"
        size="sm"
        empty={{ title: 'No payment yet', description: 'Payments made online or at the office show here.' }}
      >
        {(page) => (
          <Stack as="ul" gap="0" listStyleType="none">
            {page.results.map((payment: FeePayment) => (
              <HStack as="li" key={payment.id} justify="space-between" gap="4" py="2" borderBottomWidth="1px" wrap="wrap">
                <Stack gap="0">
                  {payment.receipt ? (
                    <Link href={links.financeReceipt(payment.receipt)}>Receipt {payment.receipt_number}</Link>
                  ) : (
                    <Text>{FEE_PAYMENT_STATUS_LABELS[payment.status]}</Text>
                  )}
                  <Text color="fg.muted" textStyle="sm">
                    {PAYMENT_METHOD_LABELS[payment.payment_method]}
                    {payment.mpesa_receipt_number ? ` · ${payment.mpesa_receipt_number}` : ''} ·{' '}
                    {formatDateTime(payment.payment_date)}
                  </Text>
                </Stack>
                <Text fontWeight="semibold">{formatMoney(payment.amount, payment.currency)}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

export function StudentFeePage() {
  const { id } = useRouteParams(getStudentFeePath);
  const { user } = useSession();
  const query = useGetStudentFee(id);
  const [recording, setRecording] = useState(false);
  // Once a payment is started its progress stays on screen, also after it settles the balance.
  const [started, setStarted] = useState(false);
  const fee = query.data;
  const owing = fee ? Number(fee.balance) > 0 && fee.status !== 'waived' : false;
  const record = can(user, 'fee.record');
  const payOnline = fee && owing && !record && can(user, 'fee.payOnline', fee.status);
  return (
    <Stack gap="6" maxW="3xl">
      <DetailPage
        query={query}
        noun="fee"
        notFoundAction={<Link href={links.studentFees()}>Back to school fees</Link>}
        header={(item) => (
          <FinanceHeader
            title={item ? `${item.fee_structure_name ?? 'School fees'} for ${learnerOf(item)}` : 'School fee'}
            current={links.studentFees()}
            trail={[STUDENT_FEES_CRUMB]}
            description={item ? <Badge tone={FEE_STATUS_TONES[item.status]}>{FEE_STATUS_LABELS[item.status]}</Badge> : undefined}
            actions={
              item && owing && record ? (
                <Button onClick={() => setRecording(true)} onPointerEnter={RecordPaymentDialog.preload}>
                  Record a payment
                </Button>
              ) : null
            }
          />
        )}
        summary={(item) => (
          <Card title="What is billed and due" headingLevel={2}>
            <DetailFields>
              <DetailField label="Learner">
                {canOpen(links.student(item.student.id), user) ? (
                  <EntityLink href={links.student(item.student.id)}>{learnerOf(item)}</EntityLink>
                ) : (
                  learnerOf(item)
                )}
              </DetailField>
              <DetailField label="Fee">
                {canOpen(links.feeStructure(item.fee_structure), user) ? (
                  <EntityLink href={links.feeStructure(item.fee_structure)}>{item.fee_structure_name}</EntityLink>
                ) : (
                  item.fee_structure_name
                )}
              </DetailField>
              <DetailField label="Term">{item.academic_term_name ?? '—'}</DetailField>
              <DetailField label="Billed">{formatMoney(item.total_amount, item.currency)}</DetailField>
              {Number(item.discount_amount) > 0 ? (
                <DetailField label="Discount">{formatMoney(item.discount_amount, item.currency)}</DetailField>
              ) : null}
              <DetailField label="Paid">{formatMoney(item.amount_paid, item.currency)}</DetailField>
              <DetailField label="Balance">
                <Text fontWeight="bold">{formatMoney(item.balance, item.currency)}</Text>
              </DetailField>
              <DetailField label="Due">{item.due_date ? formatDate(item.due_date) : 'No due date'}</DetailField>
            </DetailFields>
          </Card>
        )}
      />
      {fee && (payOnline || started) ? <PayByMpesa fee={fee} onStart={() => setStarted(true)} /> : null}
      {fee ? <Payments fee={fee} /> : null}
      {fee && record ? <RecordPaymentDialog item={recording ? fee : null} open={recording} onOpenChange={setRecording} /> : null}
    </Stack>
  );
}
