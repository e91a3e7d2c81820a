/** A technology's form: the contract's TechnologyRequest (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { Technology } from '@ujuzi/api';
import { getListTechnologiesQueryKey, useCreateTechnology, useUpdateTechnology } from '@ujuzi/api/hooks';
import { zCreateTechnologyBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { TECHNOLOGY_CATEGORY_LABELS } from './tech-catalogue-header';

const CATEGORY_OPTIONS = Object.entries(TECHNOLOGY_CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

export function TechnologyForm({ item, onDone }: EntityFormProps<Technology>) {
  const queryClient = useQueryClient();
  const create = useCreateTechnology();
  const update = useUpdateTechnology();
  const form = useContractForm({
    schema: zCreateTechnologyBody,
    defaultValues: {
      name: item?.name ?? '',
      category: item?.category ?? 'framework',
      description: item?.description ?? '',
      website_url: item?.website_url ?? null,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Technology saved' : 'Technology added', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListTechnologiesQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save technology' : 'Add technology'} onCancel={onDone}>
      <FormTextField name="name" label="Name" />
      <FormSelect name="category" label="Category" options={CATEGORY_OPTIONS} />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormTextField name="website_url" label="Website" type="url" helpText="Such as https://react.dev" />
    </ContractForm>
  );
}
