/** A report card's remarks (staff): the class teacher's and the principal's, saved as the whole card (PUT). */
import { useQueryClient } from '@tanstack/react-query';
import type { ReportCard } from '@ujuzi/api';
import { getListReportCardsQueryKey, useUpdateReportCard } from '@ujuzi/api/hooks';
import { zUpdateReportCardBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { personName } from '../shared';

export function RemarksForm({ item, onDone }: EntityFormProps<ReportCard>) {
  const queryClient = useQueryClient();
  const update = useUpdateReportCard();
  const form = useContractForm({
    schema: zUpdateReportCardBody,
    defaultValues: {
      student: item?.student.id ?? 0,
      academic_term: item?.academic_term ?? 0,
      class_section: item?.class_section ?? null,
      class_teacher_remarks: item?.class_teacher_remarks ?? '',
      principal_remarks: item?.principal_remarks ?? '',
      status: item?.status ?? 'draft',
    },
    send: (data) => update.mutateAsync({ id: item?.id ?? 0, data }),
    onSuccess: (saved) => {
      toast.success('Remarks saved', `${personName(saved.student)}, ${saved.academic_term_name}`);
      void queryClient.invalidateQueries({ queryKey: getListReportCardsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save remarks" onCancel={onDone}>
      <FormTextareaField name="class_teacher_remarks" label="Class teacher’s remarks" rows={3} />
      <FormTextareaField name="principal_remarks" label="Principal’s remarks" rows={3} />
    </ContractForm>
  );
}
