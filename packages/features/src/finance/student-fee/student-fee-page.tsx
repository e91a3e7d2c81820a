/**
 * /dashboard/finance/student-fees/:id: one learner's fee — billed, discount, paid, balance, due, status —
 * with its payments, each opening its receipt. The learner or a parent pays the balance by M-Pesa here
 * (the fee's invoice leads here); finance staff record a payment taken at the office, edit the fee
 * (discount, due date, waiver) and delete it after a confirmation naming the learner, fee and amount.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { StudentFee } from '@ujuzi/api';
import { getListStudentFeesQueryKey, useDeleteStudentFee, useGetStudentFee } from '@ujuzi/api/hooks';
import { getStudentFeePath } from '@ujuzi/api/path-params';
import { can, canOpen, formatDate, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  lazyFormDialog,
  links,
  useEntityAction,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FEE_STATUS_LABELS, FEE_STATUS_TONES, FinanceHeader, STUDENT_FEES_CRUMB, learnerOf } from '../shared';
import { FeePaymentsCard } from './fee-payments-card';
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
const FeeDialog = lazyFormDialog(() => import('./fee-form').then((module) => module.FeeForm), {
  noun: 'fee',
  title: (fee: StudentFee | null) => (fee ? `Edit ${learnerOf(fee)}’s ${fee.fee_structure_name ?? 'fee'}` : ''),
  size: 'md',
  height: '22rem',
});

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
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const destroy = useDeleteStudentFee();
  const remove = useEntityAction<unknown, StudentFee>({
    call: (item) => destroy.mutateAsync({ id: item.id }),
    success: (item) => ({ title: 'Fee deleted', description: `${item.fee_structure_name ?? 'Fee'} for ${learnerOf(item)}` }),
    failure: 'Could not delete the fee',
    invalidate: [getListStudentFeesQueryKey()],
  });
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
              item && record ? (
                <>
                  {owing ? (
                    <Button onClick={() => setRecording(true)} onPointerEnter={RecordPaymentDialog.preload}>
                      Record a payment
                    </Button>
                  ) : null}
                  <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={FeeDialog.preload}>
                    Edit fee
                  </Button>
                  {/* A fee with payments is kept (the server refuses): its payments are deleted first. */}
                  {Number(item.amount_paid) === 0 ? (
                    <ActionButton
                      label="Delete fee"
                      destructive
                      variant="outline"
                      pending={remove.pending}
                      confirm={{
                        title: `Delete ${learnerOf(item)}’s ${item.fee_structure_name ?? 'fee'} of ${formatMoney(item.total_amount, item.currency)}?`,
                        message: 'The learner no longer owes it, and its invoice goes. This cannot be undone.',
                        confirmLabel: 'Delete fee',
                      }}
                      onRun={async () => {
                        if (await remove.run(item)) navigate(links.studentFees());
                      }}
                    />
                  ) : null}
                </>
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
      {fee ? <FeePaymentsCard fee={fee} manage={record} /> : null}
      {fee && record ? <RecordPaymentDialog item={recording ? fee : null} open={recording} onOpenChange={setRecording} /> : null}
      {fee && record ? <FeeDialog item={editing ? fee : null} open={editing} onOpenChange={setEditing} /> : null}
    </Stack>
  );
}
