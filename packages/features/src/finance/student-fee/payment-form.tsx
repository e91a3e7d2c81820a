/**
 * Corrects a recorded fee payment (finance staff, updateFeePayment): how it was paid, its M-Pesa code or
 * reference, who paid and a note. The amount stays: a wrong amount is deleted and recorded again.
 */
import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeePayment } from '@ujuzi/api';
import { useUpdateFeePayment } from '@ujuzi/api/hooks';
import { zUpdateFeePaymentBody } from '@ujuzi/api/schemas';
import { formatMoney } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { PAYMENT_METHOD_LABELS, keysOf, learnerOf } from '../shared/labels';
import { refreshFinance } from './refresh';

const METHODS = keysOf(PAYMENT_METHOD_LABELS).map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** Opened on one payment only: `item` is never null. */
export function PaymentForm({ item: payment, onDone }: { item: FeePayment; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateFeePayment();
  const form = useContractForm({
    schema: zUpdateFeePaymentBody,
    defaultValues: {
      student_fee: payment.student_fee,
      amount: payment.amount,
      currency: payment.currency,
      payment_method: payment.payment_method,
      mpesa_receipt_number: payment.mpesa_receipt_number ?? '',
      reference: payment.reference ?? '',
      payer_name: payment.payer_name ?? '',
      payment_date: payment.payment_date,
      status: payment.status,
      notes: payment.notes ?? '',
    },
    send: (data) => update.mutateAsync({ id: payment.id, data }),
    onSuccess: (saved) => {
      toast.success('Payment saved', `${formatMoney(saved.amount, saved.currency)} from ${learnerOf(saved)}`);
      void refreshFinance(queryClient);
      onDone();
    },
  });
  const method = form.form.watch('payment_method');
  return (
    <ContractForm form={form} submitLabel="Save payment" onCancel={onDone} aria-label="Correct a payment">
      <Text>
        Amount: <strong>{formatMoney(payment.amount, payment.currency)}</strong> (a wrong amount: delete the payment and record it
        again)
      </Text>
      <FormSelect name="payment_method" label="Paid with" options={METHODS} />
      {method === 'mpesa' ? (
        <FormTextField name="mpesa_receipt_number" label="M-Pesa code" helpText="10 letters and digits, such as QJK3H5L2M1." />
      ) : method === 'bank' || method === 'card' ? (
        <FormTextField name="reference" label="Reference" helpText="The bank or card transaction reference." />
      ) : null}
      <FormTextField name="payer_name" label="Paid by" />
      <FormTextareaField name="notes" label="Notes" rows={2} />
    </ContractForm>
  );
}
