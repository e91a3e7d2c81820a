/** Create or edit one contact category: the contract's ContactCategoryRequest through the form kit. */
import { useQueryClient } from '@tanstack/react-query';
import type { ContactCategory } from '@ujuzi/api';
import { useCreateContactCategory, useUpdateContactCategory } from '@ujuzi/api/hooks';
import { zCreateContactCategoryBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormNumberField,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshContactQueries } from '../inquiries/refresh';

export function CategoryForm({ item: category, nextOrder, onDone }: EntityFormProps<ContactCategory> & { nextOrder: number }) {
  const queryClient = useQueryClient();
  const create = useCreateContactCategory();
  const update = useUpdateContactCategory();
  const form = useContractForm({
    schema: zCreateContactCategoryBody,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      email: category?.email ?? '',
      icon: category?.icon ?? '',
      is_active: category?.is_active ?? true,
      display_order: category?.display_order ?? nextOrder,
    },
    send: (data) => (category ? update.mutateAsync({ id: category.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(category ? 'Category saved' : 'Category created', saved.name);
      void refreshContactQueries(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={category ? 'Save category' : 'Create category'}
      onCancel={onDone}
      aria-label="Category"
    >
      <FormTextField name="name" label="Name" />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormTextField name="email" label="E-mail" type="email" helpText="Inquiries in this category are copied here." />
      <FormNumberField name="display_order" label="Display order" helpText="Lower numbers come first." />
      <FormSwitch name="is_active" label="Active" helpText="Inactive categories are hidden from the contact form." />
    </ContractForm>
  );
}
