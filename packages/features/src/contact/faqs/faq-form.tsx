/** The FAQ form: the contract's FaqRequest through the form kit (create, or edit the given FAQ). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Faq } from '@ujuzi/api';
import { useCreateFaq, useUpdateFaq } from '@ujuzi/api/hooks';
import { zCreateFaqBody } from '@ujuzi/api/schemas';
import { toast, type SelectOption } from '@ujuzi/ui';
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
import { refreshContactQueries } from '../inquiries/refresh';

export function FaqForm({
  item: faq,
  categories,
  nextOrder,
  onDone,
}: EntityFormProps<Faq> & { categories: readonly SelectOption[]; nextOrder: number }) {
  const queryClient = useQueryClient();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const form = useContractForm({
    schema: zCreateFaqBody,
    defaultValues: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      category: faq?.category ?? null,
      is_published: faq?.is_published ?? true,
      is_featured: faq?.is_featured ?? false,
      display_order: faq?.display_order ?? nextOrder,
    },
    send: (data) => (faq ? update.mutateAsync({ id: faq.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(faq ? 'FAQ saved' : 'FAQ created', saved.question);
      void refreshContactQueries(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={faq ? 'Save FAQ' : 'Create FAQ'}
      onCancel={onDone}
      aria-label={faq ? 'Edit FAQ' : 'New FAQ'}
    >
      <FormTextField name="question" label="Question" />
      <FormTextareaField name="answer" label="Answer" rows={6} helpText="Shown as written under the question." />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="category" label="Category" placeholder="No category" options={categories} valueAs="number" />
        <FormNumberField name="display_order" label="Display order" helpText="Lower numbers come first." />
      </Stack>
      <FormSwitch name="is_published" label="Published" helpText="Unpublished FAQs are visible to staff only." />
      <FormSwitch name="is_featured" label="Featured" helpText="Featured FAQs also show on the home and contact pages." />
    </ContractForm>
  );
}
