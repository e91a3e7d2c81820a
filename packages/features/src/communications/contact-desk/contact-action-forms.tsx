/**
 * The contact desk's two hand-overs, each a form in a dialog: resolving a message with optional notes
 * (contact-us/{id}/resolve) and handing it to a staff member (contact-us/{id}/assign, management's; a new
 * message moves to In progress and the assignee is notified).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ContactSubmission } from '@ujuzi/api';
import { listUsers, useAssignContactSubmission, useResolveContactSubmission } from '@ujuzi/api/hooks';
import { zAssignContactSubmissionBody, zResolveContactSubmissionBody } from '@ujuzi/api/schemas';
import { displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { ContractForm, FormCombobox, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshContactMessages } from './refresh';

/** Staff whose name or username matches what was typed: only staff may take a message. */
async function searchStaff(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listUsers({ staff: true, search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((person) => ({ value: String(person.id), label: displayName(person) }));
}

type Props = EntityFormProps<ContactSubmission>;

export function ResolveContactForm({ item, onDone }: Props) {
  const queryClient = useQueryClient();
  const resolve = useResolveContactSubmission();
  const form = useContractForm({
    schema: zResolveContactSubmissionBody,
    defaultValues: { resolution_notes: item?.resolution_notes ?? '' },
    send: (data) => resolve.mutateAsync({ id: item?.id ?? 0, data }),
    onSuccess: (saved) => {
      toast.success('Message resolved', saved.subject);
      void refreshContactMessages(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Resolve" onCancel={onDone}>
      <FormTextareaField
        name="resolution_notes"
        label="Resolution notes"
        rows={4}
        helpText="Optional: what was done, such as ‘Called back and sent the brochure’."
      />
    </ContractForm>
  );
}

export function AssignContactForm({ item, onDone }: Props) {
  const queryClient = useQueryClient();
  const assign = useAssignContactSubmission();
  const current = item?.assigned_to;
  const form = useContractForm({
    schema: zAssignContactSubmissionBody,
    defaultValues: { assigned_to: current?.id ?? (null as unknown as number) },
    send: (data) => assign.mutateAsync({ id: item?.id ?? 0, data }),
    onSuccess: (saved) => {
      toast.success('Message assigned', saved.assigned_to ? displayName(saved.assigned_to) : saved.subject);
      void refreshContactMessages(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Assign" onCancel={onDone}>
      <FormCombobox
        name="assigned_to"
        label="Staff member"
        valueAs="number"
        placeholder="Search staff by name"
        emptyText="No staff member matches."
        search={searchStaff}
        selected={current ? { value: String(current.id), label: displayName(current) } : null}
      />
    </ContractForm>
  );
}
