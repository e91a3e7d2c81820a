/**
 * The budget form (BudgetRequest): a name, the academic year and period, a department or an expense
 * category (or both), the amount set aside in KES and its status. Create, or edit the given budget.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AcademicYear, Budget } from '@ujuzi/api';
import { useCreateBudget, useListAcademicYears, useListDepartments, usePartialUpdateBudget } from '@ujuzi/api/hooks';
import { zCreateBudgetBody } from '@ujuzi/api/schemas';
import { formatMoney, validateBudget } from '@ujuzi/domain';
import { SkeletonText, toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateField,
  FormMoneyField,
  FormSelect,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { BUDGET_STATUS_LABELS, EXPENSE_CATEGORY_LABELS, keysOf } from '../shared/labels';
import { refreshBudgets } from './refresh';

const CATEGORIES = keysOf(EXPENSE_CATEGORY_LABELS).map((value) => ({ value, label: EXPENSE_CATEGORY_LABELS[value] }));
const STATUSES = keysOf(BUDGET_STATUS_LABELS).map((value) => ({ value, label: BUDGET_STATUS_LABELS[value] }));

/** Waits for the academic years, so a new budget starts in the current one and its period. */
export function BudgetForm(props: EntityFormProps<Budget>) {
  const years = useListAcademicYears({ page_size: 100, ordering: '-start_date' });
  if (years.isPending) return <SkeletonText lines={8} />;
  return <BudgetFormBody {...props} years={years.data?.results ?? []} />;
}

function BudgetFormBody({ item: budget, onDone, years }: EntityFormProps<Budget> & { years: readonly AcademicYear[] }) {
  const queryClient = useQueryClient();
  const create = useCreateBudget();
  const update = usePartialUpdateBudget();
  const departments = useListDepartments({ page_size: 100 });
  const current = years.find((year) => year.is_current) ?? years[0];
  const form = useContractForm({
    schema: zCreateBudgetBody,
    rules: validateBudget,
    defaultValues: {
      name: budget?.name ?? '',
      academic_year: budget?.academic_year ?? (current?.id as number),
      department: budget?.department ?? null,
      category: budget?.category ?? null,
      allocated_amount: budget?.allocated_amount ?? '',
      start_date: budget?.start_date ?? current?.start_date ?? null,
      end_date: budget?.end_date ?? current?.end_date ?? null,
      status: budget?.status ?? 'active',
      description: budget?.description ?? null,
    },
    send: (data) => (budget ? update.mutateAsync({ id: budget.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        budget ? 'Budget saved' : 'Budget created',
        `${saved.name}: ${formatMoney(saved.allocated_amount, saved.currency)}`,
      );
      void refreshBudgets(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={budget ? 'Save budget' : 'Create budget'}
      onCancel={onDone}
      aria-label={budget ? 'Edit budget' : 'New budget'}
    >
      <FormTextField name="name" label="Name" helpText="For example ‘Lab equipment 2026’." />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormMoneyField name="allocated_amount" label="Amount set aside" />
        <FormSelect
          name="academic_year"
          label="Academic year"
          placeholder="Choose a year"
          valueAs="number"
          options={years.map((year) => ({ value: String(year.id), label: year.name }))}
        />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect
          name="department"
          label="Department"
          placeholder="The whole school"
          valueAs="number"
          options={(departments.data?.results ?? []).map((department) => ({
            value: String(department.id),
            label: department.name,
          }))}
        />
        <FormSelect name="category" label="Expense category" placeholder="Any category" options={CATEGORIES} />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateField name="start_date" label="From" />
        <FormDateField name="end_date" label="Until" />
      </Stack>
      <FormSelect name="status" label="Status" options={STATUSES} helpText="Expenses are charged only to active budgets." />
      <FormTextareaField name="description" label="What it covers" rows={3} />
    </ContractForm>
  );
}
