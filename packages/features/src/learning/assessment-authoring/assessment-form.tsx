/**
 * An assessment's form (create and edit): the contract's CodingAssessmentRequest through the form kit —
 * course, title, kind, description, instructions, time limit, attempts allowed, pass mark, opening and
 * closing dates, the rubric its attempts are graded with, shuffling, results shown at once, published.
 * A new assessment is created with POST, an existing one saved with PATCH. Loaded as a lazy part.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CodingAssessment } from '@ujuzi/api';
import { useCreateCodingAssessment, useListRubrics, usePartialUpdateCodingAssessment } from '@ujuzi/api/hooks';
import { zCreateCodingAssessmentBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormDateTimeField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextareaField,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { useCourseOptions } from '../../infra/kit/shared/course-options';
import { refreshAssessments } from './refresh';

const KINDS = [
  { value: 'quiz', label: 'Quiz' },
  { value: 'exam', label: 'Exam' },
  { value: 'coding', label: 'Coding challenge' },
  { value: 'assignment', label: 'Assignment' },
];

export interface AssessmentFormProps {
  /** The assessment being edited; null for a new one. */
  assessment: CodingAssessment | null;
  onSaved: (assessment: CodingAssessment) => void;
  onCancel: () => void;
}

export function AssessmentForm({ assessment, onSaved, onCancel }: AssessmentFormProps) {
  const queryClient = useQueryClient();
  const courses = useCourseOptions();
  const create = useCreateCodingAssessment();
  const update = usePartialUpdateCodingAssessment();
  const form = useContractForm({
    schema: zCreateCodingAssessmentBody,
    rules: (values): Record<string, string> =>
      values.available_from && values.due_date && values.due_date <= values.available_from
        ? { due_date: 'The assessment must close after it opens.' }
        : {},
    defaultValues: {
      course: assessment?.course ?? undefined,
      title: assessment?.title ?? '',
      assessment_type: assessment?.assessment_type ?? 'quiz',
      description: assessment?.description ?? '',
      instructions: assessment?.instructions ?? '',
      time_limit_minutes: assessment?.time_limit_minutes ?? null,
      max_attempts: assessment?.max_attempts ?? null,
      passing_score: assessment?.passing_score ?? 50,
      rubric: assessment?.rubric ?? null,
      available_from: assessment?.available_from ?? null,
      due_date: assessment?.due_date ?? null,
      shuffle_questions: assessment?.shuffle_questions ?? false,
      show_results_immediately: assessment?.show_results_immediately ?? true,
      is_published: assessment?.is_published ?? false,
    },
    send: (data) => (assessment ? update.mutateAsync({ id: assessment.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(assessment ? 'Assessment saved' : 'Assessment created', saved.title);
      void refreshAssessments(queryClient);
      onSaved(saved);
    },
  });
  const course = useWatch({ control: form.form.control, name: 'course' });
  // The course's own rubrics and the shared ones (no course).
  const rubrics = useListRubrics({ is_active: true, page_size: 100 });
  const rubricOptions = (rubrics.data?.results ?? [])
    .filter((rubric) => rubric.course === null || rubric.course === undefined || rubric.course === course)
    .map((rubric) => ({ value: String(rubric.id), label: `${rubric.title} (${rubric.total_points} points)` }));
  return (
    <ContractForm
      form={form}
      submitLabel={assessment ? 'Save assessment' : 'Create assessment'}
      onCancel={onCancel}
      aria-label={assessment ? 'Edit assessment' : 'New assessment'}
    >
      <FormSelect
        name="course"
        label="Course"
        valueAs="number"
        placeholder={courses.isPending ? 'Loading courses…' : 'Choose a course'}
        options={courses.options}
      />
      <FormTextField name="title" label="Title" />
      <FormSelect name="assessment_type" label="Kind" options={KINDS} />
      <FormTextareaField name="description" label="Description" rows={2} />
      <FormTextareaField name="instructions" label="Instructions" rows={4} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormNumberField name="time_limit_minutes" label="Time limit" unit="minutes" helpText="Blank: no limit." />
        <FormNumberField name="max_attempts" label="Attempts allowed" helpText="Blank: unlimited." />
        <FormNumberField name="passing_score" label="Pass mark" unit="%" decimal />
      </SimpleGrid>
      <FormSelect
        name="rubric"
        label="Rubric"
        valueAs="number"
        placeholder="No rubric"
        options={rubricOptions}
        helpText="The criteria graders score its attempts against."
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormDateTimeField name="available_from" label="Opens" />
        <FormDateTimeField name="due_date" label="Closes" />
      </SimpleGrid>
      <FormSwitch name="shuffle_questions" label="Shuffle the questions" />
      <FormSwitch name="show_results_immediately" label="Show results at once" />
      <FormSwitch name="is_published" label="Published" helpText="Learners of the course see published assessments only." />
    </ContractForm>
  );
}
