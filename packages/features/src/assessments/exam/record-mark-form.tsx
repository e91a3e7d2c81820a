/**
 * Record a mark: a student of the exam's class, one of its subjects, the marks (0 to the exam's total) and
 * remarks. A mark already recorded for that student and subject is corrected rather than duplicated.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Exam, ExamResult } from '@ujuzi/api';
import {
  getListExamResultsQueryKey,
  getListExamsQueryKey,
  useCreateExamResult,
  useListClassEnrollments,
  useListClassSections,
  usePartialUpdateExamResult,
} from '@ujuzi/api/hooks';
import { zCreateExamResultBody } from '@ujuzi/api/schemas';
import { validateExamMark } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormNumberField, FormSelect, FormSwitch, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { personName } from '../shared';

export interface RecordMarkFormProps {
  exam: Exam;
  /** The marks already recorded for this exam. */
  results: readonly ExamResult[];
  onDone: () => void;
}

/** The active students of the exam's class (every class when the exam has none). */
function useExamStudents(exam: Exam) {
  const sections = useListClassSections(
    { class_level: exam.class_level ?? undefined, page_size: 200 },
    { query: { enabled: exam.class_level !== null && exam.class_level !== undefined } },
  );
  const enrollments = useListClassEnrollments({ status: 'active', page_size: 1000 });
  const inClass = new Set((sections.data?.results ?? []).map((section) => section.id));
  const rows = (enrollments.data?.results ?? []).filter((row) => !exam.class_level || inClass.has(row.class_section));
  return rows
    .map((row) => ({ value: String(row.student.id), label: `${personName(row.student)} (${row.class_section_name ?? ''})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function RecordMarkForm({ exam, results, onDone }: RecordMarkFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateExamResult();
  const update = usePartialUpdateExamResult();
  const students = useExamStudents(exam);
  const subjects = (exam.subjects ?? []).map((subject) => ({ value: String(subject.id), label: subject.name }));
  const form = useContractForm({
    schema: zCreateExamResultBody,
    defaultValues: {
      exam: exam.id,
      student: null as unknown as number,
      subject: subjects.length === 1 ? Number(subjects[0]?.value) : (null as unknown as number),
      marks_obtained: null as unknown as number,
      remarks: '',
      is_published: exam.results_published ?? false,
    },
    rules: (values) => validateExamMark(values, exam.total_marks),
    send: (data) => {
      const existing = results.find((row) => row.student.id === data.student && row.subject.id === data.subject);
      return existing
        ? update.mutateAsync({
            id: existing.id,
            data: { marks_obtained: data.marks_obtained, remarks: data.remarks, is_published: data.is_published },
          })
        : create.mutateAsync({ data });
    },
    onSuccess: (saved) => {
      toast.success(
        'Mark recorded',
        `${personName(saved.student)}: ${saved.marks_obtained}/${saved.total_marks}${saved.grade ? ` (${saved.grade})` : ''}`,
      );
      void queryClient.invalidateQueries({ queryKey: getListExamResultsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListExamsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Record mark" onCancel={onDone} aria-label="Record a mark">
      <FormSelect name="student" label="Student" placeholder="Choose a student" options={students} valueAs="number" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="subject" label="Subject" placeholder="Choose a subject" options={subjects} valueAs="number" />
        <FormNumberField
          name="marks_obtained"
          label="Marks"
          unit={`/ ${exam.total_marks}`}
          decimal
          helpText={`Pass mark ${exam.pass_mark}. A mark already recorded is corrected.`}
        />
      </Stack>
      <FormTextareaField name="remarks" label="Remarks" rows={2} />
      <FormSwitch name="is_published" label="Published: the student and their parents see it" />
    </ContractForm>
  );
}
