/**
 * Correcting a payment (partialUpdateAdminPayment): its gateway reference, M-Pesa receipt or status,
 * always with the reason, kept in the payment's internal notes. Marking it completed here counts it
 * toward the enrollment at once; moving it out of completed takes it back off.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, PatchedAdminPaymentRequest } from '@ujuzi/api';
import { getGetAdminPaymentQueryKey, getListAdminPaymentsQueryKey, partialUpdateAdminPayment } from '@ujuzi/api/hooks';
import { zPartialUpdateAdminPaymentBody } from '@ujuzi/api/schemas';
import { formatDateTime } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { PAYMENT_STATUS_LABELS } from '../shared';

const STATUS_OPTIONS = Object.entries(PAYMENT_STATUS_LABELS)
  .filter(([status]) => status !== 'refunded')
  .map(([value, label]) => ({ value, label }));

export const REASON_MISSING = 'Say why the payment is corrected; it is kept with the payment.';

export const correctionProblems = (values: PatchedAdminPaymentRequest): Record<string, string> =>
  values.admin_notes?.trim() ? {} : { admin_notes: REASON_MISSING };

export function CorrectPaymentForm({ item, onDone }: EntityFormProps<AdminPayment>) {
  const queryClient = useQueryClient();
  const payment = item as AdminPayment;
  const form = useContractForm({
    schema: zPartialUpdateAdminPaymentBody,
    rules: correctionProblems,
    defaultValues: {
      status: payment.status === 'refunded' ? undefined : payment.status,
      gateway_transaction_id: payment.gateway_transaction_id ?? '',
      mpesa_receipt_number: payment.mpesa_receipt_number ?? '',
      admin_notes: '',
    },
    send: (data) => {
      const before = payment.admin_notes?.trim();
      const reason = `${formatDateTime(new Date())}: ${data.admin_notes?.trim() ?? ''}`;
      return partialUpdateAdminPayment(payment.id, {
        status: data.status,
        gateway_transaction_id: data.gateway_transaction_id?.trim() || null,
        mpesa_receipt_number: data.mpesa_receipt_number?.trim() || null,
        admin_notes: before ? `${before}\n${reason}` : reason,
      });
    },
    onSuccess: (saved) => {
      toast.success('Payment corrected', saved.reference);
      queryClient.setQueryData(getGetAdminPaymentQueryKey(payment.id), saved);
      void queryClient.invalidateQueries({ queryKey: getListAdminPaymentsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel="Save correction"
      onCancel={onDone}
      aria-label="Correct the payment"
      guardLeaving={false}
    >
      {payment.status === 'refunded' ? null : <FormSelect name="status" label="Status" options={STATUS_OPTIONS} />}
      <FormTextField name="gateway_transaction_id" label="Gateway or bank reference" />
      <FormTextField name="mpesa_receipt_number" label="M-Pesa receipt number" />
      <FormTextareaField
        name="admin_notes"
        label="Reason"
        rows={3}
        helpText="Why it changes; added to the payment’s internal notes with today’s date."
      />
    </ContractForm>
  );
}
