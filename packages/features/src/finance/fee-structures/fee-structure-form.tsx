/**
 * A fee structure's form (FeeStructureRequest): its class level and term, due date and items (at least
 * one; the total is their sum, shown as they are typed). Create, or edit the given structure: learners
 * already billed keep their amounts (the contract says so; the form says it too).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeeStructure } from '@ujuzi/api';
import {
  getGetFeeStructureQueryKey,
  getListFeeStructuresQueryKey,
  useCreateFeeStructure,
  useListAcademicTerms,
  useListClassLevels,
  useUpdateFeeStructure,
} from '@ujuzi/api/hooks';
import { zCreateFeeStructureBody } from '@ujuzi/api/schemas';
import { formatMoney } from '@ujuzi/domain';
import { Button, toast } from '@ujuzi/ui';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormCheckbox,
  FormDateField,
  FormMoneyField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

const NEW_ITEM = { name: '', amount: '', description: null, is_mandatory: true };

export function FeeStructureForm({ item, onDone }: EntityFormProps<FeeStructure>) {
  const queryClient = useQueryClient();
  const create = useCreateFeeStructure();
  const update = useUpdateFeeStructure();
  const levels = useListClassLevels({ page_size: 100 });
  const terms = useListAcademicTerms({ page_size: 100, ordering: '-start_date' });
  const form = useContractForm({
    schema: zCreateFeeStructureBody,
    defaultValues: {
      name: item?.name ?? '',
      class_level: item?.class_level ?? (null as unknown as number),
      academic_term: item?.academic_term ?? (null as unknown as number),
      due_date: item?.due_date ?? null,
      description: item?.description ?? null,
      is_active: item?.is_active ?? true,
      items: item?.items.map((line) => ({ ...line, is_mandatory: line.is_mandatory ?? true })) ?? [NEW_ITEM],
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Fee structure saved' : 'Fee structure created', `${saved.name}: ${formatMoney(saved.total_amount)}`);
      void queryClient.invalidateQueries({ queryKey: getListFeeStructuresQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetFeeStructureQueryKey(saved.id) });
      onDone();
    },
  });
  const items = useFieldArray({ control: form.form.control, name: 'items' });
  const amounts = useWatch({ control: form.form.control, name: 'items' });
  const total = (amounts ?? []).reduce((sum, line) => sum + (Number(line?.amount) || 0), 0);
  return (
    <ContractForm form={form} submitLabel={item ? 'Save fee structure' : 'Create fee structure'} onCancel={onDone}>
      <FormTextField name="name" label="Name" placeholder="Year 1 fees, Term 1 2026" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect
          name="class_level"
          label="Class level"
          valueAs="number"
          placeholder="Choose a class level"
          options={(levels.data?.results ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
        />
        <FormSelect
          name="academic_term"
          label="Term"
          valueAs="number"
          placeholder="Choose a term"
          options={(terms.data?.results ?? []).map((term) => ({
            value: String(term.id),
            label: `${term.name} ${term.academic_year_name ?? ''}`.trim(),
          }))}
        />
      </Stack>
      <FormDateField name="due_date" label="Due" helpText="Fees unpaid after this date are overdue." />
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="semibold" mb="2">
          Items
        </Text>
        {items.fields.map((line, index) => (
          <Stack key={line.id} gap="2" borderBottomWidth="1px" pb="3">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
              <FormTextField name={`items.${index}.name`} label={`Item ${index + 1}`} placeholder="Tuition" />
              <FormMoneyField name={`items.${index}.amount`} label={`Amount of item ${index + 1}`} />
            </Stack>
            <HStack justify="space-between" wrap="wrap">
              <FormCheckbox name={`items.${index}.is_mandatory`} label="Everyone pays it" />
              {items.fields.length > 1 ? (
                <Button size="sm" variant="ghost" onClick={() => items.remove(index)}>
                  Remove item {index + 1}
                </Button>
              ) : null}
            </HStack>
          </Stack>
        ))}
        <HStack justify="space-between" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => items.append(NEW_ITEM)}>
            Add an item
          </Button>
          <Text aria-live="polite">
            Total: <strong>{formatMoney(total)}</strong>
          </Text>
        </HStack>
      </Stack>
      <FormTextareaField name="description" label="How to pay" rows={2} />
      <FormSwitch name="is_active" label="Active" helpText="Inactive structures stay on record; no one is billed from them." />
      {item && (item.students_billed ?? 0) > 0 ? (
        <Text color="fg.muted">Learners already billed keep the amounts they were billed.</Text>
      ) : null}
    </ContractForm>
  );
}
