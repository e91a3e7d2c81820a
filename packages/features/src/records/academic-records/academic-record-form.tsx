/**
 * An academic record's form (createAcademicRecord, updateAcademicRecord): the student, the year and term,
 * the subject, the score (0 to 100) and its grade, and remarks. Management keeps the records.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AcademicRecord } from '@ujuzi/api';
import { getListAcademicRecordsQueryKey, listUsers, useCreateAcademicRecord, useUpdateAcademicRecord } from '@ujuzi/api/hooks';
import { zCreateAcademicRecordBody } from '@ujuzi/api/schemas';
import { displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { ContractForm, FormCombobox, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

export const SCORE_RANGE = 'Enter a score from 0 to 100.';

async function searchStudents(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listUsers({ user_type: 'student', search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((person) => ({ value: String(person.id), label: displayName(person) }));
}

export interface AcademicRecordFormProps extends EntityFormProps<AcademicRecord> {
  /** The student the list is filtered to, chosen already for a new record. */
  student?: { id: number; name: string } | null;
}

export function AcademicRecordForm({ item, onDone, student = null }: AcademicRecordFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateAcademicRecord();
  const update = useUpdateAcademicRecord();
  const chosen = item ? { id: item.student.id, name: displayName(item.student) } : student;
  const form = useContractForm({
    schema: zCreateAcademicRecordBody,
    rules: (values): Record<string, string> => (Number(values.score) > 100 ? { score: SCORE_RANGE } : {}),
    defaultValues: {
      student: chosen?.id,
      academic_year: item?.academic_year ?? String(new Date().getFullYear()),
      term: item?.term ?? '',
      subject: item?.subject ?? '',
      score: item?.score ?? '',
      grade: item?.grade ?? '',
      remarks: item?.remarks ?? '',
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        item ? 'Record saved' : 'Record added',
        `${saved.subject}, ${saved.term} ${saved.academic_year}: ${saved.grade}`,
      );
      void queryClient.invalidateQueries({ queryKey: getListAcademicRecordsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save record' : 'Add record'} onCancel={onDone}>
      <FormCombobox
        name="student"
        label="Student"
        valueAs="number"
        placeholder="Search students by name"
        emptyText="No student matches."
        search={searchStudents}
        selected={chosen ? { value: String(chosen.id), label: chosen.name } : null}
      />
      <FormTextField name="academic_year" label="Academic year" helpText="Such as 2026." />
      <FormTextField name="term" label="Term" helpText="Such as Term 3." />
      <FormTextField name="subject" label="Subject" />
      <FormTextField name="score" label="Score (%)" inputMode="decimal" helpText="0 to 100, up to two decimals." />
      <FormTextField name="grade" label="Grade" helpText="A to E, with plus or minus (A-)." />
      <FormTextareaField name="remarks" label="Remarks" rows={2} />
    </ContractForm>
  );
}
