/**
 * Adding a subscriber by hand (createNewsletterSubscriber, management's): the address, name, how often and
 * what they follow; no confirmation e-mail is sent and they start active. An address already on the list
 * is refused on the field, with everything typed kept. The new subscriber's page opens.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsletterSubscriber } from '@ujuzi/api';
import { getListNewsletterSubscribersQueryKey, useCreateNewsletterSubscriber } from '@ujuzi/api/hooks';
import { zCreateNewsletterSubscriberBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { ContractForm, FormSelect, FormTextField, useContractForm } from '../../infra/kit/forms';
import { links } from '../../infra/kit/links';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { FREQUENCY_LABELS, keysOf } from '../subscribers/audience';
import { CategoryChoices } from '../subscribers/category-choices';

const FREQUENCIES = keysOf(FREQUENCY_LABELS).map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

export function NewSubscriberForm({ onDone }: EntityFormProps<NewsletterSubscriber>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateNewsletterSubscriber();
  const form = useContractForm({
    schema: zCreateNewsletterSubscriberBody,
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      status: 'active',
      source: 'admin',
      frequency: 'weekly',
      categories: [],
    },
    send: (data) => create.mutateAsync({ data: { ...data, email: data.email.trim().toLowerCase() } }),
    onSuccess: (saved) => {
      toast.success('Subscriber added', saved.email);
      void queryClient.invalidateQueries({ queryKey: getListNewsletterSubscribersQueryKey() });
      onDone();
      void navigate(links.subscriber(saved.id));
    },
  });
  return (
    <ContractForm form={form} submitLabel="Add subscriber" onCancel={onDone} aria-label="Add a subscriber">
      <FormTextField name="email" label="Email address" type="email" autoComplete="off" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="first_name" label="First name" />
        <FormTextField name="last_name" label="Last name" />
      </Stack>
      <FormSelect name="frequency" label="Frequency" options={FREQUENCIES} />
      <CategoryChoices name="categories" label="Categories" helpText="None ticked means every category." />
    </ContractForm>
  );
}
