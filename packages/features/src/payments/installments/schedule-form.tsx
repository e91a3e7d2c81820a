/**
 * One installment of a learner's schedule, edited by staff (its number, due date and amount; what was
 * paid stays) or added to the schedule after another one (the same enrollment, the next number, a
 * month later, the same amount by default).
 */
import type { Installment } from '@ujuzi/api';
import { useCreateInstallment, useUpdateInstallment } from '@ujuzi/api/hooks';
import { zCreateInstallmentBody } from '@ujuzi/api/schemas';
import { INSTALLMENT_INTERVAL_DAYS } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { Stack } from '@chakra-ui/react';
import { ContractForm, FormDateField, FormMoneyField, FormNumberField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

export interface ScheduleFormProps extends EntityFormProps<Installment> {
  /** Adding: the installment the new one follows. */
  after?: Installment | null;
  onSaved: () => void;
}

const monthAfter = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (INSTALLMENT_INTERVAL_DAYS.monthly ?? 30));
  return date.toISOString().slice(0, 10);
};

export function ScheduleForm({ item, after, onDone, onSaved }: ScheduleFormProps) {
  const create = useCreateInstallment();
  const update = useUpdateInstallment();
  const base = item ?? after;
  const form = useContractForm({
    schema: zCreateInstallmentBody,
    defaultValues: {
      enrollment_id: base?.enrollment ?? 0,
      number: item ? item.number : (after?.total_installments ?? after?.number ?? 0) + 1,
      due_date: item ? item.due_date : after ? monthAfter(after.due_date) : '',
      amount: base?.amount ?? '',
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        item ? 'Installment saved' : 'Installment added',
        `${saved.course?.title ?? 'Enrollment'}: installment ${saved.number}`,
      );
      onSaved();
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save installment' : 'Add installment'} onCancel={onDone}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormNumberField name="number" label="Number" helpText="Its place in the schedule." />
        <FormDateField name="due_date" label="Due on" />
      </Stack>
      <FormMoneyField name="amount" label="Amount" helpText="What was already paid stays recorded." />
    </ContractForm>
  );
}
