/** The subscriber form: the contract's NewsletterSubscriberRequest through the form kit (edit one subscriber). */
import { Stack } from '@chakra-ui/react';
import type { NewsletterSubscriber } from '@ujuzi/api';
import {
  getListNewsletterSubscribersQueryKey,
  getGetNewsletterSubscriberQueryKey,
  useUpdateNewsletterSubscriber,
} from '@ujuzi/api/hooks';
import { zUpdateNewsletterSubscriberBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ContractForm, FormSelect, FormTextField, useContractForm } from '../../infra/kit/forms';
import { FREQUENCY_LABELS, SUBSCRIBER_STATUS_LABELS, keysOf } from '../subscribers/audience';
import { CategoryChoices } from '../subscribers/category-choices';
import { links } from '../../infra/kit/links';

const STATUSES = keysOf(SUBSCRIBER_STATUS_LABELS).map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }));
const FREQUENCIES = keysOf(FREQUENCY_LABELS).map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

export function SubscriberForm({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateNewsletterSubscriber();
  const form = useContractForm({
    schema: zUpdateNewsletterSubscriberBody,
    defaultValues: {
      email: subscriber.email,
      first_name: subscriber.first_name ?? '',
      last_name: subscriber.last_name ?? '',
      status: subscriber.status,
      source: subscriber.source,
      frequency: subscriber.frequency,
      categories: subscriber.categories,
    },
    send: (data) => update.mutateAsync({ id: subscriber.id, data }),
    onSuccess: (saved) => {
      toast.success('Subscriber saved', saved.email);
      queryClient.setQueryData(getGetNewsletterSubscriberQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: getListNewsletterSubscribersQueryKey() });
      void navigate(links.subscriber(saved.id));
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel="Save subscriber"
      onCancel={() => void navigate(links.subscriber(subscriber.id))}
      aria-label="Edit subscriber"
    >
      <FormTextField name="email" label="Email address" type="email" autoComplete="off" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="first_name" label="First name" />
        <FormTextField name="last_name" label="Last name" />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="status" label="Status" placeholder="Choose a status" options={STATUSES} />
        <FormSelect name="frequency" label="Frequency" placeholder="Choose how often" options={FREQUENCIES} />
      </Stack>
      <FormTextField name="source" label="Source" helpText="Where they came from: website, import, admin, checkout…" />
      <CategoryChoices name="categories" label="Categories" helpText="None ticked means every category." />
    </ContractForm>
  );
}
