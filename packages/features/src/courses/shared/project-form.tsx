/**
 * A course project's form (create and edit): the contract's CourseProjectRequest through the form kit —
 * title, description, difficulty, group project with its size, requirements, the rubric its submissions
 * are graded with (the course's or a shared one), the maximum score, estimated hours, due date and published. Loaded as a lazy part.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CourseProject } from '@ujuzi/api';
import { useCreateCourseProject, useListRubrics, useUpdateCourseProject } from '@ujuzi/api/hooks';
import { zCreateCourseProjectBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormDateField,
  FormMarkdownField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';

const DIFFICULTIES = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

export interface ProjectFormProps {
  course: Course;
  /** The project being edited; null for a new one. */
  project: CourseProject | null;
  onSaved: (project: CourseProject) => void;
  onCancel: () => void;
}

export function ProjectForm({ course, project, onSaved, onCancel }: ProjectFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateCourseProject();
  const update = useUpdateCourseProject();
  const form = useContractForm({
    schema: zCreateCourseProjectBody,
    defaultValues: {
      course: course.id,
      title: project?.title ?? '',
      description: project?.description ?? '',
      difficulty: project?.difficulty ?? 'beginner',
      is_group_project: project?.is_group_project ?? false,
      max_group_size: project?.max_group_size ?? null,
      requirements: project?.requirements ?? '',
      max_score: project?.max_score ?? 100,
      rubric: project?.rubric ?? null,
      estimated_hours: project?.estimated_hours ?? undefined,
      due_date: project?.due_date ?? null,
      is_published: project?.is_published ?? true,
    },
    send: (data) => (project ? update.mutateAsync({ id: project.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(project ? 'Project saved' : 'Project created', saved.title);
      void queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/courses/'),
      });
      onSaved(saved);
    },
  });
  const group = useWatch({ control: form.form.control, name: 'is_group_project' });
  // The course's own rubrics and the shared ones (no course).
  const rubrics = useListRubrics({ is_active: true, page_size: 100 });
  const rubricOptions = (rubrics.data?.results ?? [])
    .filter((rubric) => rubric.course === null || rubric.course === undefined || rubric.course === course.id)
    .map((rubric) => ({ value: String(rubric.id), label: `${rubric.title} (${rubric.total_points} points)` }));
  return (
    <ContractForm
      form={form}
      submitLabel={project ? 'Save project' : 'Create project'}
      onCancel={onCancel}
      aria-label={project ? 'Edit project' : 'New project'}
    >
      <FormTextField name="title" label="Title" />
      <FormMarkdownField name="description" label="Description" rows={6} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormSelect name="difficulty" label="Difficulty" options={DIFFICULTIES} />
        <FormDateField name="due_date" label="Due date" />
        <FormNumberField name="estimated_hours" label="Estimated time" unit="hours" />
      </SimpleGrid>
      <FormSwitch name="is_group_project" label="Group project" helpText="Students hand it in together." />
      {group ? <FormNumberField name="max_group_size" label="Largest group" helpText="At least 2 students." /> : null}
      <FormMarkdownField
        name="requirements"
        label="Requirements and rubric"
        rows={8}
        helpText="What must be handed in and how each part is scored."
      />
      <FormSelect
        name="rubric"
        label="Rubric"
        valueAs="number"
        placeholder="No rubric: one score"
        options={rubricOptions}
        helpText="Graders score each criterion of the rubric; the grade is its points scaled to the maximum score."
      />
      <FormNumberField name="max_score" label="Maximum score" />
      <FormSwitch name="is_published" label="Published" helpText="Unpublished projects are visible to staff only." />
    </ContractForm>
  );
}
