/**
 * A leave application's form (createLeave, updateLeave): the dates, the kind, the reason and an optional
 * supporting document. A parent applies for one of their children; everyone else for themselves.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { LeaveApplication } from '@ujuzi/api';
import { useCreateLeave, useListMyChildren, useUpdateLeave } from '@ujuzi/api/hooks';
import { zCreateLeaveBody } from '@ujuzi/api/schemas';
import { LEAVE_TYPE_LABELS, displayName, validateLeaveDates } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateField,
  FormFileField,
  FormSelect,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { useSession } from '../../infra/session/session-context';
import { refreshLeave } from './refresh';

export const CHOOSE_CHILD = 'Choose one of your children.';
const TYPE_OPTIONS = Object.entries(LEAVE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export interface LeaveFormProps extends EntityFormProps<LeaveApplication> {
  /** The child a parent applies for, when they came from that child's card. */
  child?: number | null;
  /** After the application is saved (the dialog closes through onDone). */
  onSaved?: (leave: LeaveApplication) => void;
}

export function LeaveForm({ item, onDone, child = null, onSaved }: LeaveFormProps) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const forChild = user?.user_type === 'parent';
  const children = useListMyChildren({ query: { enabled: forChild } });
  const create = useCreateLeave();
  const update = useUpdateLeave();
  const form = useContractForm({
    schema: zCreateLeaveBody,
    rules: (values) => ({
      ...validateLeaveDates(values),
      ...(forChild && !values.student ? { student: CHOOSE_CHILD } : {}),
    }),
    defaultValues: {
      student: item?.student?.id ?? child ?? null,
      leave_type: item?.leave_type ?? 'sick',
      start_date: item?.start_date ?? '',
      end_date: item?.end_date ?? '',
      reason: item?.reason ?? '',
      attachment: undefined,
    },
    send: (body) => {
      // Without a document the body goes as JSON.
      const { attachment, ...data } = body;
      if (attachment) throw new Error('A body with a file goes through the upload.');
      const request = { ...data, student: forChild ? data.student : undefined };
      return item ? update.mutateAsync({ id: item.id, data: request }) : create.mutateAsync({ data: request });
    },
    upload: item ? { method: 'PUT', path: `/accounts/leaves/${item.id}/` } : { method: 'POST', path: '/accounts/leaves/' },
    onSuccess: (saved) => {
      const whose = saved.student && forChild ? ` for ${displayName(saved.student)}` : '';
      toast.success(
        item ? 'Application saved' : 'Leave applied for',
        `${saved.days} day${saved.days === 1 ? '' : 's'}${whose}; pending approval.`,
      );
      void refreshLeave(queryClient);
      onSaved?.(saved);
      onDone();
    },
  });
  const childOptions = (children.data ?? []).map((row) => ({ value: String(row.student.id), label: displayName(row.student) }));
  return (
    <ContractForm form={form} submitLabel={item ? 'Save application' : 'Apply for leave'} onCancel={onDone}>
      {forChild ? (
        <FormSelect
          name="student"
          label="Child"
          valueAs="number"
          placeholder={children.isPending ? 'Loading your children…' : 'Choose a child'}
          options={childOptions}
          helpText={children.data?.length === 0 ? 'No child is linked to your account yet; ask the school.' : undefined}
        />
      ) : null}
      <FormSelect name="leave_type" label="Type of leave" options={TYPE_OPTIONS} />
      <FormDateField name="start_date" label="From" />
      <FormDateField name="end_date" label="To" helpText="The last day of leave; the same day for a single day." />
      <FormTextareaField name="reason" label="Reason" rows={3} />
      <FormFileField
        name="attachment"
        label="Supporting document"
        helpText="Optional: a doctor's note or a letter."
        maxSize={5 * 1024 * 1024}
        accept={['application/pdf', 'image/jpeg', 'image/png']}
        acceptLabel="PDF, JPEG or PNG up to 5 MB"
      />
    </ContractForm>
  );
}
