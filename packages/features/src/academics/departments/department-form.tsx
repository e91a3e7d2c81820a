/** A department's form: the contract's DepartmentRequest through the form kit (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { Department } from '@ujuzi/api';
import { getListDepartmentsQueryKey, listUsers, useCreateDepartment, useUpdateDepartment } from '@ujuzi/api/hooks';
import { zCreateDepartmentBody } from '@ujuzi/api/schemas';
import { displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { ContractForm, FormCombobox, FormSwitch, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

/** Staff whose name or username matches what was typed: the head is a teacher or an admin. */
async function searchStaff(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listUsers({ staff: true, search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((person) => ({ value: String(person.id), label: displayName(person) }));
}

export function DepartmentForm({ item, onDone }: EntityFormProps<Department>) {
  const queryClient = useQueryClient();
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const head = item?.head_of_department;
  const form = useContractForm({
    schema: zCreateDepartmentBody,
    defaultValues: {
      name: item?.name ?? '',
      code: item?.code ?? '',
      description: item?.description ?? '',
      head_of_department: head?.id ?? null,
      email: item?.email ?? null,
      phone_number: item?.phone_number ?? null,
      is_active: item?.is_active ?? true,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Department saved' : 'Department created', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListDepartmentsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save department' : 'Create department'} onCancel={onDone}>
      <FormTextField name="name" label="Name" />
      <FormTextField name="code" label="Code" helpText="Short and unique, such as SE." />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormCombobox
        name="head_of_department"
        label="Head of department"
        valueAs="number"
        placeholder="Search staff by name"
        emptyText="No staff member matches."
        search={searchStaff}
        selected={head ? { value: String(head.id), label: displayName(head) } : null}
      />
      <FormTextField name="email" label="E-mail" type="email" />
      <FormTextField name="phone_number" label="Phone" type="tel" />
      <FormSwitch name="is_active" label="Active" helpText="Inactive departments stay on record." />
    </ContractForm>
  );
}
