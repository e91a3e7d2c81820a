/** An academic year's form: the contract's AcademicYearRequest through the form kit (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { AcademicYear } from '@ujuzi/api';
import { useCreateAcademicYear, useUpdateAcademicYear } from '@ujuzi/api/hooks';
import { zCreateAcademicYearBody } from '@ujuzi/api/schemas';
import { validatePeriod } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { SimpleGrid } from '@chakra-ui/react';
import {
  ContractForm,
  FormDateField,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshYears } from './refresh';

export function YearForm({ item, onDone }: EntityFormProps<AcademicYear>) {
  const queryClient = useQueryClient();
  const create = useCreateAcademicYear();
  const update = useUpdateAcademicYear();
  const form = useContractForm({
    schema: zCreateAcademicYearBody,
    rules: validatePeriod,
    defaultValues: {
      name: item?.name ?? '',
      start_date: item?.start_date ?? '',
      end_date: item?.end_date ?? '',
      is_current: item?.is_current ?? false,
      description: item?.description ?? '',
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Academic year saved' : 'Academic year created', saved.name);
      void refreshYears(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save year' : 'Create year'} onCancel={onDone}>
      <FormTextField name="name" label="Name" helpText="Unique, such as 2027." />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormDateField name="start_date" label="Starts" />
        <FormDateField name="end_date" label="Ends" />
      </SimpleGrid>
      <FormSwitch name="is_current" label="Current year" helpText="Marking it current unmarks the other years." />
      <FormTextareaField name="description" label="Description" rows={2} />
    </ContractForm>
  );
}
