/** The class form: the contract's ClassSectionRequest through the form kit (create one, or edit the given one). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AcademicYear, ClassSection } from '@ujuzi/api';
import {
  useCreateClassSection,
  useListAcademicYears,
  useListClassLevels,
  useListTeacherUsers,
  usePartialUpdateClassSection,
} from '@ujuzi/api/hooks';
import { zCreateClassSectionBody } from '@ujuzi/api/schemas';
import { SkeletonText, toast } from '@ujuzi/ui';
import { ContractForm, FormNumberField, FormSelect, FormSwitch, FormTextField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { personName, refreshClasses } from '../shared';

/** Waits for the academic years, so a new class starts in the current one. */
export function ClassForm(props: EntityFormProps<ClassSection>) {
  const years = useListAcademicYears({ page_size: 100 });
  if (years.isPending) return <SkeletonText lines={6} />;
  return <ClassFormBody {...props} years={years.data?.results ?? []} />;
}

function ClassFormBody({ item: section, onDone, years }: EntityFormProps<ClassSection> & { years: readonly AcademicYear[] }) {
  const queryClient = useQueryClient();
  const create = useCreateClassSection();
  const update = usePartialUpdateClassSection();
  const levels = useListClassLevels({ page_size: 100 });
  const teachers = useListTeacherUsers({ page_size: 100 });
  const currentYear = years.find((year) => year.is_current)?.id;
  const form = useContractForm({
    schema: zCreateClassSectionBody,
    defaultValues: {
      class_level: section?.class_level ?? (null as unknown as number),
      name: section?.name ?? '',
      academic_year: section?.academic_year ?? (currentYear as number),
      class_teacher: section?.class_teacher?.id ?? null,
      room: section?.room ?? '',
      capacity: section?.capacity ?? 30,
      is_active: section?.is_active ?? true,
    },
    send: (data) => (section ? update.mutateAsync({ id: section.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(section ? 'Class saved' : 'Class created', saved.display_name ?? saved.name);
      void refreshClasses(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={section ? 'Save class' : 'Create class'}
      onCancel={onDone}
      aria-label={section ? 'Edit class' : 'New class'}
    >
      <FormSelect
        name="class_level"
        label="Level"
        placeholder="Choose a level"
        valueAs="number"
        options={(levels.data?.results ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="name" label="Class name" helpText="Morning, Evening, A, B…" />
        <FormSelect
          name="academic_year"
          label="Academic year"
          placeholder="Choose a year"
          valueAs="number"
          options={years.map((year) => ({ value: String(year.id), label: year.name }))}
        />
      </Stack>
      <FormSelect
        name="class_teacher"
        label="Class teacher"
        placeholder="Not assigned"
        valueAs="number"
        options={(teachers.data?.results ?? []).map((teacher) => ({ value: String(teacher.id), label: personName(teacher) }))}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="room" label="Room" />
        <FormNumberField name="capacity" label="Capacity" unit="students" />
      </Stack>
      <FormSwitch name="is_active" label="Active" />
    </ContractForm>
  );
}
