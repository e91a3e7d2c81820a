/**
 * Finance staff invoice an enrollment's balance (generatePaymentInvoice): the enrollment is found by
 * learner or course, only those with something owed are offered; the due date defaults on the server
 * (14 days) and the invoice is e-mailed to the learner unless asked not to. Opens the new invoice.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentInvoice } from '@ujuzi/api';
import { generatePaymentInvoice, getListPaymentInvoicesQueryKey, listEnrollments } from '@ujuzi/api/hooks';
import { zGeneratePaymentInvoiceBody } from '@ujuzi/api/schemas';
import { formatMoney } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { ContractForm, FormCombobox, FormDateField, FormSwitch, useContractForm } from '../../infra/kit/forms';
import { links } from '../../infra/kit/links';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

/** Enrollments with a balance whose learner or course matches what was typed. */
async function owingEnrollments(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listEnrollments({ search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results
    .filter((enrollment) => Number(enrollment.balance_due) > 0)
    .map((enrollment) => ({
      value: String(enrollment.id),
      label: `${enrollment.user.get_full_name || enrollment.user.username}: ${enrollment.course.title} (owes ${formatMoney(enrollment.balance_due, enrollment.currency)})`,
    }));
}

export function NewInvoiceForm({ onDone }: EntityFormProps<PaymentInvoice>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: zGeneratePaymentInvoiceBody,
    defaultValues: { enrollment_id: undefined as unknown as number, due_date: null, send_email: true },
    send: (data) => generatePaymentInvoice(data),
    onSuccess: (invoice) => {
      toast.success(`Invoice ${invoice.invoice_number} issued`, `${formatMoney(invoice.total_amount, invoice.currency)} due.`);
      void queryClient.invalidateQueries({ queryKey: getListPaymentInvoicesQueryKey() });
      onDone();
      void navigate(links.invoice(invoice.id));
    },
  });
  return (
    <ContractForm form={form} submitLabel="Issue invoice" onCancel={onDone} aria-label="New invoice" guardLeaving={false}>
      <FormCombobox
        name="enrollment_id"
        label="Enrollment"
        valueAs="number"
        placeholder="Learner or course"
        emptyText="No enrollment with a balance matches."
        search={owingEnrollments}
        helpText="The invoice is for what is still owed on it."
      />
      <FormDateField name="due_date" label="Due" helpText="14 days from today when left empty." />
      <FormSwitch name="send_email" label="E-mail it to the learner" />
    </ContractForm>
  );
}
