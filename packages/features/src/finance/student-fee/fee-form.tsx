/**
 * Edits one learner's fee (finance staff, updateStudentFee): the discount (at most what is billed), the due
 * date, a waiver and a note. The amounts paid and the balance follow from the payments.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { StudentFee } from '@ujuzi/api';
import { useUpdateStudentFee } from '@ujuzi/api/hooks';
import { zUpdateStudentFeeBody } from '@ujuzi/api/schemas';
import { formatMoney } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateField,
  FormMoneyField,
  FormSwitch,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import { learnerOf } from '../shared/labels';
import { refreshFinance } from './refresh';

/** Opened on one fee only: `item` is never null. */
export function FeeForm({ item: fee, onDone }: { item: StudentFee; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateStudentFee();
  const form = useContractForm({
    schema: zUpdateStudentFeeBody,
    defaultValues: {
      student: fee.student.id,
      fee_structure: fee.fee_structure,
      total_amount: fee.total_amount,
      discount_amount: fee.discount_amount ?? '0.00',
      currency: fee.currency,
      due_date: fee.due_date ?? null,
      waived: fee.status === 'waived',
      notes: fee.notes ?? '',
    },
    send: (data) => update.mutateAsync({ id: fee.id, data }),
    onSuccess: (saved) => {
      toast.success('Fee saved', `${learnerOf(saved)}: balance ${formatMoney(saved.balance, saved.currency)}`);
      void refreshFinance(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save fee" onCancel={onDone} aria-label="Edit the fee">
      <FormMoneyField
        name="discount_amount"
        label="Discount"
        helpText={`At most the ${formatMoney(fee.total_amount, fee.currency)} billed.`}
      />
      <FormDateField name="due_date" label="Due" />
      <FormSwitch name="waived" label="Waive this fee" helpText="The learner owes nothing on it." />
      <FormTextareaField name="notes" label="Notes" rows={2} />
    </ContractForm>
  );
}
