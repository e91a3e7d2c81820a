/**
 * A class enrollment's form (createClassEnrollment, updateClassEnrollment): enrol a student in a class, or
 * move an enrolled one to another class, with the roll number, status and notes.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ClassEnrollment } from '@ujuzi/api';
import {
  getListClassEnrollmentsQueryKey,
  listUsers,
  useCreateClassEnrollment,
  useListClassSections,
  useUpdateClassEnrollment,
} from '@ujuzi/api/hooks';
import { zCreateClassEnrollmentBody } from '@ujuzi/api/schemas';
import { displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { ContractForm, FormCombobox, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshClasses } from '../shared';
import { ENROLLMENT_STATUS_LABELS } from './labels';

const STATUS_OPTIONS = Object.entries(ENROLLMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

async function searchStudents(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listUsers({ user_type: 'student', search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((person) => ({ value: String(person.id), label: displayName(person) }));
}

export interface EnrollmentFormProps extends EntityFormProps<ClassEnrollment> {
  /** The class the list shows, chosen already for a new enrollment. */
  section?: number | null;
}

export function EnrollmentForm({ item, onDone, section = null }: EnrollmentFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateClassEnrollment();
  const update = useUpdateClassEnrollment();
  const sections = useListClassSections({ page_size: 100, is_active: true });
  const form = useContractForm({
    schema: zCreateClassEnrollmentBody,
    defaultValues: {
      student: item?.student.id,
      class_section: item?.class_section ?? section ?? undefined,
      roll_number: item?.roll_number ?? '',
      status: item?.status ?? 'active',
      notes: item?.notes ?? '',
    },
    send: (data) =>
      item
        ? update.mutateAsync({ id: item.id, data: { ...data, academic_year: item.academic_year } })
        : create.mutateAsync({ data }),
    onSuccess: (saved) => {
      toast.success(
        item ? 'Enrollment saved' : 'Student enrolled',
        `${displayName(saved.student)}: ${saved.class_section_name ?? 'class'}`,
      );
      void queryClient.invalidateQueries({ queryKey: getListClassEnrollmentsQueryKey() });
      void refreshClasses(queryClient);
      onDone();
    },
  });
  const options = (sections.data?.results ?? []).map((row) => ({
    value: String(row.id),
    label: row.display_name ?? row.name,
  }));
  return (
    <ContractForm form={form} submitLabel={item ? 'Save enrollment' : 'Enrol student'} onCancel={onDone}>
      {item ? null : (
        <FormCombobox
          name="student"
          label="Student"
          valueAs="number"
          placeholder="Search students by name"
          emptyText="No student matches."
          search={searchStudents}
        />
      )}
      <FormSelect
        name="class_section"
        label={item ? 'Class (change it to move the student)' : 'Class'}
        valueAs="number"
        placeholder={sections.isPending ? 'Loading the classes…' : 'Choose a class'}
        options={options}
      />
      <FormTextField name="roll_number" label="Roll number" />
      {item ? <FormSelect name="status" label="Status" options={STATUS_OPTIONS} /> : null}
      <FormTextareaField name="notes" label="Notes" rows={2} />
    </ContractForm>
  );
}
