/**
 * Recording a payment taken at the office (createAdminPayment): the enrollment (found by learner or
 * course, which names the learner), how it was paid (bank transfer or M-Pesa), the amount in KES, the
 * slip's or receipt's reference and the day it was paid. It is recorded as completed, so the enrollment's
 * totals and access change at once; then the payment's page opens.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, AdminPaymentRequest } from '@ujuzi/api';
import { createAdminPayment, getListAdminPaymentsQueryKey, listEnrollments } from '@ujuzi/api/hooks';
import { zCreateAdminPaymentBody } from '@ujuzi/api/schemas';
import { GATEWAY_LABELS, displayName, formatMoney } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import {
  ContractForm,
  FormCombobox,
  FormDateTimeField,
  FormMoneyField,
  FormSelect,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import { links } from '../../infra/kit/links';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

/** How money reaches the office by hand. */
const MANUAL_GATEWAYS = ['bank_transfer', 'mpesa'] as const;
const GATEWAY_OPTIONS = MANUAL_GATEWAYS.map((gateway) => ({ value: gateway, label: GATEWAY_LABELS[gateway] }));

export const RECORD_MESSAGES = {
  bankReference: 'Enter the reference on the bank slip.',
  mpesaReceipt: 'Enter the M-Pesa receipt number, e.g. QKT4H2J9XA.',
  future: 'The day paid cannot be in the future.',
} as const;

/** Enrollments not cancelled whose learner or course matches what was typed. */
async function enrollmentChoices(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listEnrollments({ search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results
    .filter((enrollment) => enrollment.status !== 'cancelled')
    .map((enrollment) => ({
      value: String(enrollment.id),
      label: `${displayName(enrollment.user)}: ${enrollment.course.title} (owes ${formatMoney(enrollment.balance_due, enrollment.currency)})`,
    }));
}

/** The desk's own rules beside the contract's: a reference to check against, a day not yet to come. */
export function recordProblems(values: Partial<AdminPaymentRequest>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.gateway === 'bank_transfer' && !values.gateway_transaction_id?.trim())
    problems.gateway_transaction_id = RECORD_MESSAGES.bankReference;
  if (values.gateway === 'mpesa' && !values.mpesa_receipt_number?.trim())
    problems.mpesa_receipt_number = RECORD_MESSAGES.mpesaReceipt;
  if (values.completed_at && new Date(values.completed_at).getTime() > Date.now()) problems.completed_at = RECORD_MESSAGES.future;
  return problems;
}

export function RecordPaymentForm({ onDone }: EntityFormProps<AdminPayment>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: zCreateAdminPaymentBody,
    rules: recordProblems,
    defaultValues: {
      enrollment_id: undefined as unknown as number,
      gateway: 'bank_transfer',
      status: 'completed',
      amount: '',
      currency: 'KES',
      gateway_transaction_id: '',
      mpesa_receipt_number: '',
      completed_at: null,
      admin_notes: '',
    },
    send: (data) =>
      createAdminPayment({
        ...data,
        description: `${GATEWAY_LABELS[data.gateway]} recorded at the office`,
        gateway_transaction_id: data.gateway === 'bank_transfer' ? data.gateway_transaction_id?.trim() || null : null,
        mpesa_receipt_number: data.gateway === 'mpesa' ? data.mpesa_receipt_number?.trim() || null : null,
      }),
    onSuccess: (payment) => {
      toast.success(
        `Payment ${payment.reference} recorded`,
        `${formatMoney(payment.amount, payment.currency)} from ${displayName(payment.user)}.`,
      );
      void queryClient.invalidateQueries({ queryKey: getListAdminPaymentsQueryKey() });
      onDone();
      void navigate(links.adminPayment(payment.id));
    },
  });
  const gateway = form.form.watch('gateway');
  return (
    <ContractForm form={form} submitLabel="Record payment" onCancel={onDone} aria-label="Record a payment" guardLeaving={false}>
      <FormCombobox
        name="enrollment_id"
        label="Enrollment"
        valueAs="number"
        placeholder="Learner or course"
        emptyText="No enrollment matches."
        search={enrollmentChoices}
        helpText="The learner and the course the money is for."
      />
      <FormSelect name="gateway" label="Paid by" options={GATEWAY_OPTIONS} />
      <FormMoneyField name="amount" label="Amount" currency="KES" />
      {gateway === 'mpesa' ? (
        <FormTextField name="mpesa_receipt_number" label="M-Pesa receipt number" />
      ) : (
        <FormTextField name="gateway_transaction_id" label="Bank slip reference" />
      )}
      <FormDateTimeField name="completed_at" label="Paid on" helpText="Now, when left empty." />
      <FormTextareaField name="admin_notes" label="Note" rows={2} helpText="Seen by finance staff only." />
    </ContractForm>
  );
}
