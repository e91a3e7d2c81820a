/**
 * Approving a pending refund: in full or in part (at most the amount asked), how the money goes back and
 * its reference (a bank transfer needs one), with a note. The payment, the enrollment and the learner's
 * notices follow on the server; every payments query is refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentRefund, PaymentRefundMethod } from '@ujuzi/api';
import { getGetPaymentRefundQueryKey, getListPaymentRefundsQueryKey, useApprovePaymentRefund } from '@ujuzi/api/hooks';
import { zApprovePaymentRefundBody } from '@ujuzi/api/schemas';
import { formatMoney, refundAmountProblem } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormMoneyField,
  FormSelect,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshPaymentQueries } from '../shared/refresh';
import { REFUND_METHOD_LABELS, refundSubject } from '../refunds/refund-labels';

const METHODS = Object.entries(REFUND_METHOD_LABELS).map(([value, label]) => ({ value, label }));

/** The usual way back: an M-Pesa payment is reversed, a card payment refunded by its gateway. */
const usualMethod = (refund: PaymentRefund): PaymentRefundMethod =>
  refund.gateway === 'mpesa' ? 'mpesa_reversal' : refund.gateway === 'bank_transfer' ? 'bank_transfer' : 'gateway';

export function ApproveRefundForm({ item, onDone }: EntityFormProps<PaymentRefund>) {
  const queryClient = useQueryClient();
  const approve = useApprovePaymentRefund();
  const refund = item as PaymentRefund;
  const form = useContractForm({
    schema: zApprovePaymentRefundBody,
    rules: (values): Record<string, string> => {
      const amount = refundAmountProblem(values.amount, refund.amount);
      const reference =
        values.method === 'bank_transfer' && !values.reference?.trim() ? 'Give the bank transfer’s reference.' : null;
      return { ...(amount ? { amount } : {}), ...(reference ? { reference } : {}) };
    },
    defaultValues: { amount: refund.amount, method: usualMethod(refund), reference: null, note: '' },
    send: (data) => approve.mutateAsync({ id: refund.id, data }),
    onSuccess: (approved) => {
      toast.success(
        `Refund of ${formatMoney(approved.amount, approved.currency)} approved`,
        refundSubject(approved, approved.amount),
      );
      queryClient.setQueryData(getGetPaymentRefundQueryKey(refund.id), approved);
      void queryClient.invalidateQueries({ queryKey: getListPaymentRefundsQueryKey() });
      void refreshPaymentQueries(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Approve refund" onCancel={onDone}>
      <FormMoneyField
        name="amount"
        label="Amount to refund"
        currency={refund.currency}
        helpText={`Up to ${formatMoney(refund.amount, refund.currency)}, the amount asked. A smaller amount refunds part of it.`}
      />
      <FormSelect name="method" label="Refund through" options={METHODS} />
      <FormTextField
        name="reference"
        label="Transaction reference"
        helpText="The bank or M-Pesa reference of a refund paid outside the gateway; the gateway's own otherwise."
      />
      <FormTextareaField name="note" label="Note" rows={2} />
    </ContractForm>
  );
}
