/**
 * A learner's fee's payments, each opening its receipt. Finance staff correct a payment, delete one after a
 * confirmation naming the learner, fee and amount (the balance goes back up, its receipt goes with it) and
 * issue the receipt of a completed payment that has none.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeePayment, StudentFee } from '@ujuzi/api';
import { useDeleteFeePayment, useGenerateFinanceReceipt, useListFeePayments } from '@ujuzi/api/hooks';
import { formatDateTime, formatMoney } from '@ujuzi/domain';
import { Button, Card, Link, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ActionButton, QueryState, errorMessage, lazyFormDialog, links } from '../../infra/kit';
import { FEE_PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, learnerOf } from '../shared';
import { refreshFinance } from './refresh';

const PaymentDialog = lazyFormDialog(() => import('./payment-form').then((module) => module.PaymentForm), {
  noun: 'payment',
  title: (payment: FeePayment | null) =>
    payment ? `Correct ${learnerOf(payment)}’s payment of ${formatMoney(payment.amount, payment.currency)}` : '',
  size: 'md',
  height: '22rem',
});

function PaymentActions({ fee, payment, onEdit }: { fee: StudentFee; payment: FeePayment; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const remove = useDeleteFeePayment();
  const generate = useGenerateFinanceReceipt();
  const amount = formatMoney(payment.amount, payment.currency);
  const what = `${learnerOf(fee)}’s payment of ${amount} on ${fee.fee_structure_name ?? 'this fee'}`;
  const run = async (call: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await call();
      toast.success(done, what);
      await refreshFinance(queryClient);
    } catch (error) {
      toast.error(failed, errorMessage(error));
    }
  };
  return (
    <HStack gap="1" wrap="wrap">
      {payment.status === 'completed' && !payment.receipt ? (
        <ActionButton
          label="Issue receipt"
          variant="outline"
          pending={generate.isPending}
          onRun={() =>
            run(
              () => generate.mutateAsync({ data: { fee_payment: payment.id } }),
              'Receipt issued',
              'Could not issue the receipt',
            )
          }
        />
      ) : null}
      <Button variant="ghost" size="sm" onClick={onEdit} onPointerEnter={PaymentDialog.preload} aria-label={`Correct ${what}`}>
        Correct
      </Button>
      <ActionButton
        label="Delete"
        destructive
        variant="ghost"
        pending={remove.isPending}
        confirm={{
          title: `Delete ${what}?`,
          message: `The balance goes back up by ${amount}${payment.receipt_number ? ` and receipt ${payment.receipt_number} is deleted with it` : ''}. This cannot be undone.`,
          confirmLabel: 'Delete payment',
        }}
        onRun={() => run(() => remove.mutateAsync({ id: payment.id }), 'Payment deleted', 'Could not delete the payment')}
      />
    </HStack>
  );
}

export function FeePaymentsCard({ fee, manage }: { fee: StudentFee; manage: boolean }) {
  const query = useListFeePayments({ student_fee: fee.id, page_size: 50 });
  const [editing, setEditing] = useState<FeePayment | null>(null);
  return (
    <Card title="Payments" headingLevel={2}>
      <QueryState
        query={query}
        noun="the payments"
        size="sm"
        empty={{ title: 'No payment yet', description: 'Payments made online or at the office show here.' }}
      >
        {(page) => (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Payments">
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
                <HStack gap="3" wrap="wrap">
                  <Text fontWeight="semibold">{formatMoney(payment.amount, payment.currency)}</Text>
                  {manage ? <PaymentActions fee={fee} payment={payment} onEdit={() => setEditing(payment)} /> : null}
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      {manage && editing ? (
        <PaymentDialog item={editing} open onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      ) : null}
    </Card>
  );
}
