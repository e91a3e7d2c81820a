/** Rejecting a pending refund with the reason the learner is shown. */
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentRefund } from '@ujuzi/api';
import { getGetPaymentRefundQueryKey, getListPaymentRefundsQueryKey, useRejectPaymentRefund } from '@ujuzi/api/hooks';
import { zRejectPaymentRefundBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refundSubject } from '../refunds/refund-labels';

export function RejectRefundForm({ item, onDone }: EntityFormProps<PaymentRefund>) {
  const queryClient = useQueryClient();
  const reject = useRejectPaymentRefund();
  const refund = item as PaymentRefund;
  const form = useContractForm({
    schema: zRejectPaymentRefundBody,
    defaultValues: { reason: '' },
    send: (data) => reject.mutateAsync({ id: refund.id, data }),
    onSuccess: (rejected) => {
      toast.success('Refund rejected', refundSubject(rejected, rejected.amount));
      queryClient.setQueryData(getGetPaymentRefundQueryKey(refund.id), rejected);
      void queryClient.invalidateQueries({ queryKey: getListPaymentRefundsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Reject refund" onCancel={onDone}>
      <FormTextareaField name="reason" label="Reason" rows={3} helpText="The learner sees this reason." />
    </ContractForm>
  );
}
