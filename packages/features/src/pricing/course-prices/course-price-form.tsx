/**
 * A course's price, changed by an admin (PATCH): the price, the price before the discount (shown
 * crossed out; the discount follows from both), the currency, featured, a limited-time window and
 * active. Domain's coursePriceProblems adds what the schema cannot say.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CoursePrice } from '@ujuzi/api';
import {
  getListCoursePricesQueryKey,
  getListLimitedTimeCoursePricesQueryKey,
  usePartialUpdateCoursePrice,
} from '@ujuzi/api/hooks';
import { zPartialUpdateCoursePriceBody } from '@ujuzi/api/schemas';
import { coursePriceProblems, formatMoney } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormDateTimeField, FormMoneyField, FormSelect, FormSwitch, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

const CURRENCIES = ['KES', 'USD', 'EUR', 'GBP', 'UGX', 'TZS', 'NGN'].map((value) => ({ value, label: value }));

export function CoursePriceForm({ item, onDone }: EntityFormProps<CoursePrice>) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateCoursePrice();
  const form = useContractForm({
    schema: zPartialUpdateCoursePriceBody,
    rules: coursePriceProblems,
    defaultValues: {
      amount: item?.amount ?? '',
      original_amount: item?.original_amount ?? null,
      currency: item?.currency ?? 'KES',
      is_featured: item?.is_featured ?? false,
      is_limited_time: item?.is_limited_time ?? false,
      valid_from: item?.valid_from ?? null,
      valid_until: item?.valid_until ?? null,
      is_active: item?.is_active ?? true,
    },
    send: (data) => update.mutateAsync({ id: item?.id ?? 0, data }),
    onSuccess: (saved) => {
      toast.success('Course price saved', `${saved.course?.title ?? 'The course'}: ${formatMoney(saved.amount, saved.currency)}`);
      for (const queryKey of [getListCoursePricesQueryKey(), getListLimitedTimeCoursePricesQueryKey()])
        void queryClient.invalidateQueries({ queryKey });
      onDone();
    },
  });
  const limited = form.form.watch('is_limited_time');
  return (
    <ContractForm form={form} submitLabel="Save price" onCancel={onDone}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormMoneyField name="amount" label="Price" helpText="What learners pay." />
        <FormMoneyField name="original_amount" label="Price before discount" helpText="Optional: shown crossed out." />
      </Stack>
      <FormSelect name="currency" label="Currency" options={CURRENCIES} />
      <FormSwitch name="is_limited_time" label="Limited-time offer" helpText="Runs only between its dates." />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateTimeField name="valid_from" label="From" />
        <FormDateTimeField name="valid_until" label="Until" helpText={limited ? 'When the offer ends.' : undefined} />
      </Stack>
      <FormSwitch name="is_featured" label="Featured" helpText="Shown first where prices are listed." />
      <FormSwitch name="is_active" label="Active" helpText="Inactive prices are not charged." />
    </ContractForm>
  );
}
