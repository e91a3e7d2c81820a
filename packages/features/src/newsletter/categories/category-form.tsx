/** The category form: the contract's NewsletterCategoryRequest through the form kit (add one, or edit the given one). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsletterCategory } from '@ujuzi/api';
import { getListNewsletterCategoriesQueryKey, useCreateNewsletterCategory, useUpdateNewsletterCategory } from '@ujuzi/api/hooks';
import { zCreateNewsletterCategoryBody } from '@ujuzi/api/schemas';
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

export function CategoryForm({ item: category, onDone }: EntityFormProps<NewsletterCategory>) {
  const queryClient = useQueryClient();
  const create = useCreateNewsletterCategory();
  const update = useUpdateNewsletterCategory();
  const form = useContractForm({
    schema: zCreateNewsletterCategoryBody,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
      display_order: category?.display_order ?? 0,
    },
    send: (data) => (category ? update.mutateAsync({ id: category.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(category ? 'Category saved' : 'Category added', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListNewsletterCategoriesQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={category ? 'Save category' : 'Add category'}
      onCancel={onDone}
      aria-label={category ? 'Edit category' : 'New category'}
      guardLeaving={false}
    >
      <FormTextField name="name" label="Name" />
      <FormTextareaField name="description" label="Description" rows={3} helpText="What subscribers of this category get." />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'flex-end' }}>
        <FormNumberField name="display_order" label="Order" helpText="Lower numbers show first." />
        <FormSwitch name="is_active" label="Offered to subscribers" />
      </Stack>
    </ContractForm>
  );
}
