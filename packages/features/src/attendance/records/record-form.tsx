/** Correcting one attendance record: its mark, check-in time and remarks (the contract's PATCH body). */
import { useQueryClient } from '@tanstack/react-query';
import type { Attendance } from '@ujuzi/api';
import { getGetTodayAttendanceQueryKey, getListAttendanceQueryKey, usePartialUpdateAttendance } from '@ujuzi/api/hooks';
import { zPartialUpdateAttendanceBody } from '@ujuzi/api/schemas';
import { ATTENDANCE_LABELS, ATTENDANCE_MARKS, displayName, formatDate } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

const MARK_OPTIONS = ATTENDANCE_MARKS.map((mark) => ({ value: mark, label: ATTENDANCE_LABELS[mark] }));

export function RecordForm({ item, onDone }: EntityFormProps<Attendance>) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateAttendance();
  const form = useContractForm({
    schema: zPartialUpdateAttendanceBody,
    defaultValues: {
      status: item?.status ?? 'present',
      check_in_time: item?.check_in_time ?? null,
      remarks: item?.remarks ?? null,
    },
    send: (data) => update.mutateAsync({ id: item?.id ?? 0, data }),
    onSuccess: (saved) => {
      toast.success('Attendance saved', `${displayName(saved.student)}, ${formatDate(saved.date)}`);
      void queryClient.invalidateQueries({ queryKey: getListAttendanceQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetTodayAttendanceQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save attendance" onCancel={onDone}>
      <FormSelect name="status" label="Mark" options={MARK_OPTIONS} />
      <FormTextField name="check_in_time" label="Check-in time" helpText="HH:MM, Nairobi time; leave blank if absent." />
      <FormTextareaField name="remarks" label="Remarks" rows={3} />
    </ContractForm>
  );
}
