/** An academic term's form: the contract's AcademicTermRequest through the form kit (create, or edit the given one). */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AcademicTerm, AcademicYear } from '@ujuzi/api';
import { useCreateAcademicTerm, useUpdateAcademicTerm } from '@ujuzi/api/hooks';
import { zCreateAcademicTermBody } from '@ujuzi/api/schemas';
import { validatePeriod } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshYears } from './refresh';

export interface TermFormProps extends EntityFormProps<AcademicTerm> {
  /** The years a term may belong to (newest first); a new term goes to the first by default. */
  years: readonly AcademicYear[];
}

export function TermForm({ item, onDone, years }: TermFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateAcademicTerm();
  const update = useUpdateAcademicTerm();
  const form = useContractForm({
    schema: zCreateAcademicTermBody,
    rules: validatePeriod,
    defaultValues: {
      academic_year: item?.academic_year ?? years.find((year) => year.is_current)?.id ?? years[0]?.id ?? 0,
      name: item?.name ?? '',
      term_number: item?.term_number ?? 1,
      start_date: item?.start_date ?? '',
      end_date: item?.end_date ?? '',
      is_current: item?.is_current ?? false,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Term saved' : 'Term created', `${saved.name}, ${saved.academic_year_name ?? ''}`.replace(/, $/, ''));
      void refreshYears(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save term' : 'Create term'} onCancel={onDone}>
      <FormSelect
        name="academic_year"
        label="Academic year"
        valueAs="number"
        options={years.map((year) => ({ value: String(year.id), label: year.name }))}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormTextField name="name" label="Name" helpText="Such as Term 1." />
        <FormNumberField name="term_number" label="Term number" helpText="1 to 3, once per year." />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormDateField name="start_date" label="Starts" />
        <FormDateField name="end_date" label="Ends" />
      </SimpleGrid>
      <FormSwitch name="is_current" label="Current term" helpText="Marking it current unmarks the other terms." />
    </ContractForm>
  );
}
