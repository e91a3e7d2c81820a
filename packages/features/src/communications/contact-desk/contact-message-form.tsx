/**
 * A contact-us message's form: staff record one taken by phone or at the desk (createContactSubmission),
 * or correct one (partialUpdateContactSubmission) — its sender, text, status and notes.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ContactSubmission } from '@ujuzi/api';
import { useCreateContactSubmission, usePartialUpdateContactSubmission } from '@ujuzi/api/hooks';
import { zCreateContactSubmissionBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { CONTACT_STATUS_LABELS } from './contact-labels';
import { refreshContactMessages } from './refresh';

const STATUS_OPTIONS = Object.entries(CONTACT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function ContactMessageForm({ item, onDone }: EntityFormProps<ContactSubmission>) {
  const queryClient = useQueryClient();
  const create = useCreateContactSubmission();
  const update = usePartialUpdateContactSubmission();
  const form = useContractForm({
    schema: zCreateContactSubmissionBody,
    defaultValues: {
      name: item?.name ?? '',
      email: item?.email ?? '',
      phone: item?.phone ?? null,
      subject: item?.subject ?? '',
      message: item?.message ?? '',
      status: item?.status ?? 'new',
      resolution_notes: item?.resolution_notes ?? null,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Message saved' : 'Message recorded', saved.subject);
      void refreshContactMessages(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save message' : 'Record message'} onCancel={onDone}>
      <FormTextField name="name" label="Name" />
      <FormTextField name="email" label="E-mail" type="email" />
      <FormTextField name="phone" label="Phone" type="tel" helpText="Optional, such as +254 712 345 678." />
      <FormTextField name="subject" label="Subject" />
      <FormTextareaField name="message" label="Message" rows={5} />
      <FormSelect name="status" label="Status" options={STATUS_OPTIONS} />
      <FormTextareaField name="resolution_notes" label="Resolution notes" rows={3} />
    </ContractForm>
  );
}
