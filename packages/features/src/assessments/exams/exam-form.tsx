/** The exam form: the contract's ExamRequest through the form kit (create one, or edit the given one). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Exam } from '@ujuzi/api';
import { getListExamsQueryKey, useCreateExam, useListGradingSystems, usePartialUpdateExam } from '@ujuzi/api/hooks';
import { zCreateExamBody } from '@ujuzi/api/schemas';
import { validateExam } from '@ujuzi/domain';
import { CheckboxGroup, toast, type SelectOption } from '@ujuzi/ui';
import { useController } from 'react-hook-form';
import {
  ContractForm,
  FormDateField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { EXAM_STATUS_LABELS, EXAM_TYPE_LABELS, keysOf, useAcademicChoices } from '../shared';

const TYPES = keysOf(EXAM_TYPE_LABELS).map((value) => ({ value, label: EXAM_TYPE_LABELS[value] }));
const STATUSES = keysOf(EXAM_STATUS_LABELS).map((value) => ({ value, label: EXAM_STATUS_LABELS[value] }));

/** The exam's subjects: ids in the body, checkboxes on screen. */
function SubjectsField({ options }: { options: readonly SelectOption[] }) {
  const { field, fieldState } = useController({ name: 'subjects' });
  const ids = (field.value as number[] | null | undefined) ?? [];
  return (
    <CheckboxGroup
      name={field.name}
      label="Subjects"
      options={options}
      value={ids.map(String)}
      onChange={(values: string[]) => field.onChange(values.map(Number))}
      error={fieldState.error?.message}
    />
  );
}

/** `onSaved`: what follows a save (the list opens the new exam's page). */
export function ExamForm({ item: exam, onDone, onSaved }: EntityFormProps<Exam> & { onSaved?: (saved: Exam) => void }) {
  const queryClient = useQueryClient();
  const create = useCreateExam();
  const update = usePartialUpdateExam();
  const { termOptions, levelOptions, subjectOptions, currentTerm } = useAcademicChoices();
  const systems = useListGradingSystems({ page_size: 100, ordering: 'name' });
  const systemOptions: SelectOption[] = (systems.data?.results ?? [])
    .filter((system) => system.is_active || system.id === exam?.grading_system)
    .map((system) => ({ value: String(system.id), label: system.is_default ? `${system.name} (default)` : system.name }));
  const form = useContractForm({
    schema: zCreateExamBody,
    defaultValues: {
      title: exam?.title ?? '',
      exam_type: exam?.exam_type ?? ('' as Exam['exam_type']),
      description: exam?.description ?? '',
      instructions: exam?.instructions ?? '',
      academic_term: exam?.academic_term ?? (currentTerm as number),
      class_level: exam?.class_level ?? null,
      subjects: (exam?.subjects ?? []).map((subject) => subject.id),
      start_date: exam?.start_date ?? '',
      end_date: exam?.end_date ?? '',
      total_marks: exam?.total_marks ?? 100,
      pass_mark: exam?.pass_mark ?? 50,
      grading_system: exam?.grading_system ?? null,
      status: exam?.status ?? 'scheduled',
      results_published: exam?.results_published ?? false,
    },
    rules: validateExam,
    send: (data) => (exam ? update.mutateAsync({ id: exam.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(exam ? 'Exam saved' : 'Exam created', saved.title);
      void queryClient.invalidateQueries({ queryKey: getListExamsQueryKey() });
      onDone();
      onSaved?.(saved);
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={exam ? 'Save exam' : 'Create exam'}
      onCancel={() => onDone()}
      aria-label={exam ? 'Edit exam' : 'New exam'}
    >
      <FormTextField name="title" label="Title" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="exam_type" label="Type" placeholder="Choose a type" options={TYPES} />
        <FormSelect name="status" label="Status" placeholder="Choose a status" options={STATUSES} />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="academic_term" label="Term" placeholder="Choose a term" options={termOptions} valueAs="number" />
        <FormSelect name="class_level" label="Class" placeholder="All classes" options={levelOptions} valueAs="number" />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateField name="start_date" label="Starts" />
        <FormDateField name="end_date" label="Ends" />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormNumberField name="total_marks" label="Out of" unit="marks" />
        <FormNumberField name="pass_mark" label="Pass mark" unit="marks" />
      </Stack>
      <FormSelect
        name="grading_system"
        label="Grading system"
        placeholder="The default grading system"
        options={systemOptions}
        valueAs="number"
        helpText="Turns each percentage into a grade and points."
      />
      <SubjectsField options={subjectOptions} />
      <FormTextareaField name="instructions" label="Instructions" rows={3} />
      <FormSwitch name="results_published" label="Students and parents see the results" />
    </ContractForm>
  );
}
