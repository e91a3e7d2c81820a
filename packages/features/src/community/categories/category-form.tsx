/** A community category's form: the contract's CommunityCategoryRequest through the form kit (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { CommunityCategory } from '@ujuzi/api';
import { getListCommunityCategoriesQueryKey, useCreateCommunityCategory, useUpdateCommunityCategory } from '@ujuzi/api/hooks';
import { zCreateCommunityCategoryBody } from '@ujuzi/api/schemas';
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

export function CategoryForm({ item, onDone }: EntityFormProps<CommunityCategory>) {
  const queryClient = useQueryClient();
  const create = useCreateCommunityCategory();
  const update = useUpdateCommunityCategory();
  const form = useContractForm({
    schema: zCreateCommunityCategoryBody,
    defaultValues: {
      name: item?.name ?? '',
      slug: item?.slug ?? '',
      description: item?.description ?? '',
      icon: item?.icon ?? null,
      color: item?.color ?? null,
      order: item?.order ?? 0,
      is_active: item?.is_active ?? true,
    },
    send: (data) => {
      const body = { ...data, slug: data.slug || undefined };
      return item ? update.mutateAsync({ id: item.id, data: body }) : create.mutateAsync({ data: body });
    },
    onSuccess: (saved) => {
      toast.success(item ? 'Category saved' : 'Category created', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListCommunityCategoriesQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save category' : 'Create category'} onCancel={onDone}>
      <FormTextField name="name" label="Name" />
      <FormTextField name="slug" label="Slug" helpText="Letters, digits, - and _. Left blank, it is made from the name." />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormTextField name="icon" label="Icon" helpText="An icon name or an emoji." />
      <FormTextField name="color" label="Colour" helpText="A hex code such as #0F766E." />
      <FormNumberField name="order" label="Position" helpText="Lower numbers come first." />
      <FormSwitch name="is_active" label="Active" helpText="Inactive categories are hidden and take no new topics or articles." />
    </ContractForm>
  );
}
