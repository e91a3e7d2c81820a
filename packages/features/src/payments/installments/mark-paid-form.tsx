/**
 * Staff record an installment paid outside the gateways (a bank deposit, cash at the office): the
 * amount (its balance unless less was paid), when, the slip's reference and a note. The dialog names the
 * learner, the course and the amount, and the submit button repeats the amount: that is the confirmation.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Installment } from '@ujuzi/api';
import { useMarkInstallmentPaid } from '@ujuzi/api/hooks';
import { zMarkInstallmentPaidBody } from '@ujuzi/api/schemas';
import { formatMoney, installmentPaidProblem } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateTimeField,
  FormMoneyField,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

export interface MarkPaidFormProps extends EntityFormProps<Installment> {
  /** Refreshes the lists that show the installment. */
  onSaved: () => void;
}

export function MarkPaidForm({ item, onDone, onSaved }: MarkPaidFormProps) {
  const mark = useMarkInstallmentPaid();
  const balance = item?.balance ?? '0.00';
  const form = useContractForm({
    schema: zMarkInstallmentPaidBody,
    rules: (values): Record<string, string> => {
      const problem = installmentPaidProblem(values.amount_paid, balance);
      return problem ? { amount_paid: problem } : {};
    },
    defaultValues: { amount_paid: balance, paid_at: null, reference: '', note: '' },
    send: (data) => mark.mutateAsync({ id: item?.id ?? 0, data }),
    onSuccess: (saved) => {
      toast.success(
        saved.status === 'paid' ? 'Installment marked paid' : 'Payment recorded',
        `${saved.user?.get_full_name ?? 'The learner'}: ${formatMoney(saved.amount_paid, saved.currency)} of ${formatMoney(saved.amount, saved.currency)} paid`,
      );
      onSaved();
      onDone();
    },
  });
  const typed = form.form.watch('amount_paid');
  return (
    <ContractForm form={form} submitLabel={`Mark ${formatMoney(typed || balance, item?.currency)} paid`} onCancel={onDone}>
      <Stack gap="1">
        <Text>{`${item?.user?.get_full_name ?? 'The learner'} · ${item?.course?.title ?? `Enrollment ${item?.enrollment ?? ''}`}`}</Text>
        <Text color="fg.muted" textStyle="sm">
          {`Installment ${item?.number ?? ''}: ${formatMoney(balance, item?.currency)} still to pay of ${formatMoney(item?.amount, item?.currency)}.`}
        </Text>
      </Stack>
      <FormMoneyField name="amount_paid" label="Amount paid" helpText="Less than the balance leaves the rest to pay." />
      <FormDateTimeField name="paid_at" label="Paid on" helpText="Leave blank for now." />
      <FormTextField name="reference" label="Reference" helpText="The bank or deposit slip's reference." />
      <FormTextareaField name="note" label="Note" rows={2} />
    </ContractForm>
  );
}
