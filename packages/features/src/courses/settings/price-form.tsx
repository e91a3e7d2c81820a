/** A price of the course through the form kit: the contract's CoursePriceRequest (course fixed, plan chosen). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CoursePrice, PaymentPlan } from '@ujuzi/api';
import { getListCoursePricesQueryKey, useCreateCoursePrice, useUpdateCoursePrice } from '@ujuzi/api/hooks';
import { zCreateCoursePriceBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormDateTimeField, FormMoneyField, FormSelect, FormSwitch, useContractForm } from '../../infra/kit/forms';

export function PriceForm({
  course,
  price,
  plans,
  onDone,
}: {
  course: Course;
  price: CoursePrice | null;
  plans: readonly PaymentPlan[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateCoursePrice();
  const update = useUpdateCoursePrice();
  const form = useContractForm({
    schema: zCreateCoursePriceBody,
    defaultValues: {
      course_id: course.id,
      payment_plan_id: price?.payment_plan?.id ?? null,
      amount: price?.amount ?? course.price ?? '',
      original_amount: price?.original_amount ?? null,
      currency: price?.currency ?? 'KES',
      is_featured: price?.is_featured ?? false,
      is_limited_time: price?.is_limited_time ?? false,
      valid_from: price?.valid_from ?? null,
      valid_until: price?.valid_until ?? null,
      is_active: price?.is_active ?? true,
    },
    send: (data) => (price ? update.mutateAsync({ id: price.id, data }) : create.mutateAsync({ data })),
    onSuccess: () => {
      toast.success(price ? 'Price saved' : 'Price added', course.title);
      void queryClient.invalidateQueries({ queryKey: getListCoursePricesQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={price ? 'Save price' : 'Add price'}
      onCancel={onDone}
      aria-label={price ? 'Edit price' : 'New price'}
      guardLeaving={false}
    >
      <FormSelect
        name="payment_plan_id"
        label="Payment plan"
        placeholder="Every plan"
        valueAs="number"
        options={plans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormMoneyField name="amount" label="Price" />
        <FormMoneyField name="original_amount" label="Price before the promotion" helpText="Shown struck through." />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateTimeField name="valid_from" label="Valid from" />
        <FormDateTimeField name="valid_until" label="Valid until" />
      </Stack>
      <FormSwitch name="is_limited_time" label="Limited-time promotion" helpText="Ends at ‘Valid until’." />
      <FormSwitch name="is_featured" label="Featured" />
      <FormSwitch name="is_active" label="Active" />
    </ContractForm>
  );
}
