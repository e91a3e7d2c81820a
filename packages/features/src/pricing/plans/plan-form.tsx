/**
 * A payment plan's form: the contract's PaymentPlanRequest through the form kit — its name, type, how
 * many charges and how often (hidden for a plan paid in full: one charge), the down payment and the
 * discount in percent, the late fee and grace days, the free trial, featured and its place, active.
 * Domain's paymentPlanProblems adds what the schema cannot say.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentPlan } from '@ujuzi/api';
import { getGetPaymentPlanQueryKey, useCreatePaymentPlan, useUpdatePaymentPlan } from '@ujuzi/api/hooks';
import { zCreatePaymentPlanBody } from '@ujuzi/api/schemas';
import { paymentPlanProblems } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { INTERVAL_LABELS, PLAN_TYPE_LABELS } from '../shared';
import { PLAN_QUERIES } from './plan-queries';

const options = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const TYPES = options(PLAN_TYPE_LABELS);
const INTERVALS = options(INTERVAL_LABELS);

/** A plan paid in full is one charge with no interval, whatever the hidden fields held. */
const inFull = <Values extends { plan_type?: string | null }>(values: Values): Values =>
  values.plan_type === 'full' ? { ...values, number_of_installments: 1, interval: null } : values;

export function PlanForm({ item, onDone }: EntityFormProps<PaymentPlan>) {
  const queryClient = useQueryClient();
  const create = useCreatePaymentPlan();
  const update = useUpdatePaymentPlan();
  const form = useContractForm({
    schema: zCreatePaymentPlanBody,
    rules: (values) => paymentPlanProblems(inFull(values)),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      plan_type: item?.plan_type ?? 'installments',
      number_of_installments: item?.number_of_installments ?? 3,
      interval: item ? (item.interval ?? null) : 'monthly',
      down_payment_percentage: item?.down_payment_percentage ?? '0.00',
      discount_percentage: item?.discount_percentage ?? '0.00',
      late_fee: item?.late_fee ?? null,
      grace_period_days: item?.grace_period_days ?? 3,
      trial_days: item?.trial_days ?? 0,
      is_featured: item?.is_featured ?? false,
      is_active: item?.is_active ?? true,
      display_order: item?.display_order ?? 1,
    },
    send: (data) => {
      const body = inFull(data);
      return item ? update.mutateAsync({ id: item.id, data: body }) : create.mutateAsync({ data: body });
    },
    onSuccess: (saved) => {
      toast.success(item ? 'Payment plan saved' : 'Payment plan created', saved.name);
      for (const queryKey of [...PLAN_QUERIES, getGetPaymentPlanQueryKey(saved.id)])
        void queryClient.invalidateQueries({ queryKey });
      onDone();
    },
  });
  const type = form.form.watch('plan_type');
  return (
    <ContractForm form={form} submitLabel={item ? 'Save payment plan' : 'Create payment plan'} onCancel={onDone}>
      <FormTextField name="name" label="Name" helpText="What learners see at checkout, e.g. 3 Monthly Installments." />
      <FormTextareaField name="description" label="Description" rows={2} />
      <FormSelect name="plan_type" label="Type" options={TYPES} />
      {type === 'full' ? null : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          {type === 'installments' ? <FormNumberField name="number_of_installments" label="Installments" /> : null}
          <FormSelect name="interval" label="How often" options={INTERVALS} placeholder="Choose an interval" />
        </Stack>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField
          name="down_payment_percentage"
          label="Down payment (%)"
          inputMode="decimal"
          helpText="Due at enrollment."
        />
        <FormTextField name="discount_percentage" label="Discount (%)" inputMode="decimal" helpText="Off the course price." />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormMoneyField name="late_fee" label="Late fee" helpText="Added to an installment paid late." />
        <FormNumberField name="grace_period_days" label="Grace days" helpText="Before an installment is overdue." />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormNumberField name="trial_days" label="Free trial (days)" helpText="0 for none." />
        <FormNumberField name="display_order" label="Display order" helpText="Lower numbers show first." />
      </Stack>
      <FormSwitch name="is_featured" label="Featured" helpText="Shown first on the pricing pages." />
      <FormSwitch name="is_active" label="Active" helpText="Inactive plans are not offered to learners." />
    </ContractForm>
  );
}
