/**
 * Starting a refund of a paid payment (admins, from its page): the whole of what is left or part of it,
 * with the reason; it waits in the refund queue unless sent at once. Opens the new refund's page.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPayment } from '@ujuzi/api';
import { getListPaymentRefundsQueryKey, useInitiateAdminPaymentRefund } from '@ujuzi/api/hooks';
import { zInitiateAdminPaymentRefundBody } from '@ujuzi/api/schemas';
import { displayName, formatMoney, refundAmountProblem } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { links } from '../../infra/kit/links';
import { ContractForm, FormMoneyField, FormSwitch, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshPaymentQueries } from '../shared/refresh';
import { refundSubject } from './refund-labels';

/** What is left to refund of a payment. */
export const refundableOf = (payment: Pick<AdminPayment, 'amount' | 'refunded_amount'>): string =>
  (Number.parseFloat(payment.amount) - Number.parseFloat(payment.refunded_amount ?? '0')).toFixed(2);

export function StartRefundForm({ item, onDone }: EntityFormProps<AdminPayment>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const initiate = useInitiateAdminPaymentRefund();
  const payment = item as AdminPayment;
  const left = refundableOf(payment);
  const form = useContractForm({
    schema: zInitiateAdminPaymentRefundBody,
    rules: (values): Record<string, string> => {
      const amount = refundAmountProblem(values.amount, left);
      return amount ? { amount } : {};
    },
    defaultValues: { amount: left, reason: '', process_immediately: false },
    send: (data) => initiate.mutateAsync({ id: payment.id, data }),
    onSuccess: (refund) => {
      toast.success(
        refund.status === 'completed' ? 'Refund sent' : 'Refund recorded: it waits in the refund queue',
        refundSubject(refund, refund.amount),
      );
      void queryClient.invalidateQueries({ queryKey: getListPaymentRefundsQueryKey() });
      void refreshPaymentQueries(queryClient);
      onDone();
      void navigate(links.refund(refund.id));
    },
  });
  return (
    <ContractForm form={form} submitLabel="Start refund" onCancel={onDone}>
      <FormMoneyField
        name="amount"
        label="Amount to refund"
        currency={payment.currency}
        helpText={`Up to ${formatMoney(left, payment.currency)} is left to refund to ${displayName(payment.user)}.`}
      />
      <FormTextareaField name="reason" label="Reason" rows={3} helpText="The learner sees this reason." />
      <FormSwitch
        name="process_immediately"
        label="Send the money now"
        helpText="Otherwise the refund waits in the refund queue for approval."
      />
    </ContractForm>
  );
}
