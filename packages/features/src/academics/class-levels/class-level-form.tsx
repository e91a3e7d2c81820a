/** A class level's form: the contract's ClassLevelRequest through the form kit (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { ClassLevel } from '@ujuzi/api';
import { getListClassLevelsQueryKey, useCreateClassLevel, useListDepartments, useUpdateClassLevel } from '@ujuzi/api/hooks';
import { zCreateClassLevelBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

export function ClassLevelForm({ item, onDone }: EntityFormProps<ClassLevel>) {
  const queryClient = useQueryClient();
  const create = useCreateClassLevel();
  const update = useUpdateClassLevel();
  const departments = useListDepartments({ page_size: 100 });
  const form = useContractForm({
    schema: zCreateClassLevelBody,
    defaultValues: {
      name: item?.name ?? '',
      code: item?.code ?? '',
      level_order: item?.level_order ?? 1,
      department: item?.department ?? null,
      description: item?.description ?? '',
      is_active: item?.is_active ?? true,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Class level saved' : 'Class level created', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListClassLevelsQueryKey() });
      onDone();
    },
  });
  const options = (departments.data?.results ?? []).map((department) => ({
    value: String(department.id),
    label: department.name,
  }));
  return (
    <ContractForm form={form} submitLabel={item ? 'Save class level' : 'Create class level'} onCancel={onDone}>
      <FormTextField name="name" label="Name" helpText="Such as Certificate Year 1." />
      <FormTextField name="code" label="Code" helpText="Short and unique, such as CERT1." />
      <FormNumberField name="level_order" label="Order" helpText="1 for the first level; the lists follow it." />
      <FormSelect name="department" label="Department" valueAs="number" placeholder="No department" options={options} />
      <FormTextareaField name="description" label="Description" rows={2} />
      <FormSwitch name="is_active" label="Active" helpText="Inactive levels stay on record." />
    </ContractForm>
  );
}
