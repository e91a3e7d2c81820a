/**
 * A discount code's form: the contract's DiscountCodeRequest through the form kit — the code, a percentage
 * (with its cap) or a fixed amount off, the smallest price it applies to, its dates, its limits and the
 * courses it is restricted to (none: every course). Domain's rules: a percentage is at most 100, the
 * end after the start.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { DiscountCode } from '@ujuzi/api';
import { getListDiscountCodesQueryKey, useCreateDiscountCode, useUpdateDiscountCode } from '@ujuzi/api/hooks';
import { zCreateDiscountCodeBody } from '@ujuzi/api/schemas';
import { discountCodeProblems } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { z } from 'zod';
import { useCourseOptions } from '../../infra/kit/shared/course-options';
import {
  ContractForm,
  FormCheckboxGroup,
  FormDateTimeField,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { DISCOUNT_TYPE_LABELS } from './discount-labels';

const TYPES = Object.entries(DISCOUNT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
// The course checkboxes hold ids as text; the body takes numbers.
const zDiscountForm = zCreateDiscountCodeBody.extend({ applicable_course_ids: z.array(z.coerce.number().int()).optional() });

export function DiscountForm({ item, onDone }: EntityFormProps<DiscountCode>) {
  const queryClient = useQueryClient();
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const courses = useCourseOptions();
  const form = useContractForm({
    schema: zDiscountForm,
    rules: discountCodeProblems,
    defaultValues: {
      code: item?.code ?? '',
      description: item?.description ?? '',
      discount_type: item?.discount_type ?? 'percentage',
      value: item?.value ?? '',
      currency: item?.currency ?? 'KES',
      max_discount_amount: item?.max_discount_amount ?? null,
      minimum_amount: item?.minimum_amount ?? null,
      valid_from: item?.valid_from ?? null,
      valid_until: item?.valid_until ?? null,
      max_uses: item?.max_uses ?? null,
      max_uses_per_user: item?.max_uses_per_user ?? 1,
      applicable_course_ids: item?.applicable_courses?.map((course) => String(course.id)) ?? [],
      applicable_payment_plan_ids: item?.applicable_payment_plans ?? [],
      is_active: item?.is_active ?? true,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Discount code saved' : 'Discount code created', saved.code);
      void queryClient.invalidateQueries({ queryKey: getListDiscountCodesQueryKey() });
      onDone();
    },
  });
  const percentage = form.form.watch('discount_type') !== 'fixed';
  return (
    <ContractForm form={form} submitLabel={item ? 'Save discount code' : 'Create discount code'} onCancel={onDone}>
      <FormTextField name="code" label="Code" helpText="What learners type at checkout; stored in capitals, unique." />
      <FormTextareaField name="description" label="Description" rows={2} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="discount_type" label="Type" options={TYPES} />
        {percentage ? (
          <FormTextField name="value" label="Percent off" helpText="From 1 to 100." />
        ) : (
          <FormMoneyField name="value" label="Amount off" />
        )}
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        {percentage ? (
          <FormMoneyField name="max_discount_amount" label="Largest discount" helpText="Optional cap in KES." />
        ) : null}
        <FormMoneyField name="minimum_amount" label="Smallest price" helpText="Optional: prices below it get nothing off." />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateTimeField name="valid_from" label="Valid from" />
        <FormDateTimeField name="valid_until" label="Valid until" />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormNumberField name="max_uses" label="Uses in all" helpText="Leave blank for no limit." />
        <FormNumberField name="max_uses_per_user" label="Uses per learner" />
      </Stack>
      <Box maxH="14rem" overflowY="auto" borderWidth="1px" borderRadius="md" p="3">
        <FormCheckboxGroup
          name="applicable_course_ids"
          label="Courses"
          helpText={courses.isPending ? 'Loading courses…' : 'None ticked: the code applies to every course.'}
          options={courses.options}
        />
      </Box>
      <FormSwitch name="is_active" label="Active" helpText="Inactive codes are refused at checkout." />
    </ContractForm>
  );
}
