/** The expense form: the contract's ExpenseRequest through the form kit (record one, or edit the given one). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@ujuzi/api';
import { useCreateExpense, useListBudgets, usePartialUpdateExpense } from '@ujuzi/api/hooks';
import { zCreateExpenseBody } from '@ujuzi/api/schemas';
import { formatMoney } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
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
import { EXPENSE_CATEGORY_LABELS, PAYMENT_METHOD_LABELS, keysOf } from '../shared/labels';
import { refreshExpenses } from './refresh';

const CATEGORIES = keysOf(EXPENSE_CATEGORY_LABELS).map((value) => ({ value, label: EXPENSE_CATEGORY_LABELS[value] }));
const METHODS = keysOf(PAYMENT_METHOD_LABELS).map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
const today = (): string => new Date().toISOString().slice(0, 10);

export function ExpenseForm({ item: expense, onDone }: EntityFormProps<Expense>) {
  const queryClient = useQueryClient();
  const create = useCreateExpense();
  const update = usePartialUpdateExpense();
  const budgets = useListBudgets({ status: 'active', page_size: 100 });
  const budgetOptions = (budgets.data?.results ?? []).map((budget) => ({ value: String(budget.id), label: budget.name }));
  if (expense?.budget && !budgetOptions.some((option) => option.value === String(expense.budget)))
    budgetOptions.push({ value: String(expense.budget), label: expense.budget_name ?? `Budget ${expense.budget}` });
  const form = useContractForm({
    schema: zCreateExpenseBody,
    defaultValues: {
      title: expense?.title ?? '',
      category: expense?.category ?? ('' as Expense['category']),
      amount: expense?.amount ?? '',
      expense_date: expense?.expense_date ?? today(),
      payment_method: expense?.payment_method ?? null,
      vendor: expense?.vendor ?? '',
      reference: expense?.reference ?? '',
      description: expense?.description ?? '',
      budget: expense?.budget ?? null,
      // An edit keeps the expense's status (the schema's default would send it back to approval).
      status: expense?.status ?? 'pending',
    },
    send: (data) => (expense ? update.mutateAsync({ id: expense.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        expense ? 'Expense saved' : 'Expense recorded',
        `${saved.title}: ${formatMoney(saved.amount, saved.currency)}`,
      );
      void refreshExpenses(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={expense ? 'Save expense' : 'Record expense'}
      onCancel={onDone}
      aria-label={expense ? 'Edit expense' : 'New expense'}
    >
      <FormTextField name="title" label="What was paid for" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="category" label="Category" placeholder="Choose a category" options={CATEGORIES} />
        <FormMoneyField name="amount" label="Amount" />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateField name="expense_date" label="Date" maxValue="today" />
        <FormSelect name="payment_method" label="Paid with" placeholder="Not recorded" options={METHODS} />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="vendor" label="Paid to" />
        <FormTextField name="reference" label="Reference" helpText="Invoice, cheque, bank or M-Pesa code." />
      </Stack>
      <FormSelect
        name="budget"
        label="Budget"
        placeholder="No budget"
        valueAs="number"
        options={budgetOptions}
        helpText="Once approved, the expense counts against this budget."
      />
      <FormTextareaField name="description" label="Notes" rows={3} />
    </ContractForm>
  );
}
