/**
 * A course grade's form: add one for a learner of a course (createCourseGrade), or override one
 * (updateCourseGrade, the whole grade): a score away from the one computed from the learner's work
 * needs its reason, which the grade keeps. The letter and points follow the score on the server.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseGrade } from '@ujuzi/api';
import {
  getGetCourseGradeQueryKey,
  getListCourseGradesQueryKey,
  listEnrollments,
  useCreateCourseGrade,
  useUpdateCourseGrade,
} from '@ujuzi/api/hooks';
import { zCreateCourseGradeBody } from '@ujuzi/api/schemas';
import { displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormCombobox,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { useCourseOptions } from '../../infra/kit/shared/course-options';
import { percent } from '../shared/labels';

export const OVERRIDE_REASON_REQUIRED = 'Give the reason for overriding the computed grade.';

export function CourseGradeForm({ item, onDone }: EntityFormProps<CourseGrade>) {
  const queryClient = useQueryClient();
  const create = useCreateCourseGrade();
  const update = useUpdateCourseGrade();
  const courses = useCourseOptions();
  const computed = item?.computed_score ?? null;
  const form = useContractForm({
    schema: zCreateCourseGradeBody,
    defaultValues: {
      student: item?.student.id ?? (null as unknown as number),
      course: item?.course.id ?? (null as unknown as number),
      score: item?.score ?? (undefined as unknown as number),
      is_final: item?.is_final ?? false,
      remarks: item?.remarks ?? '',
      override_reason: item?.override_reason ?? '',
    },
    rules: (values): Record<string, string> =>
      item && values.score !== item.score && values.score !== computed && !values.override_reason?.trim()
        ? { override_reason: OVERRIDE_REASON_REQUIRED }
        : {},
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        item ? 'Grade saved' : 'Grade added',
        `${displayName(saved.student)}: ${saved.letter_grade} (${percent(saved.score)}) in ${saved.course.title}`,
      );
      void queryClient.invalidateQueries({ queryKey: getListCourseGradesQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetCourseGradeQueryKey(saved.id) });
      onDone();
    },
  });
  const course = useWatch({ control: form.form.control, name: 'course' });
  const learners = async (text: string, signal: AbortSignal): Promise<readonly SelectOption[]> => {
    if (!course) return [];
    const page = await listEnrollments({ course_id: course, search: text.trim() || undefined, page_size: 20 }, { signal });
    return page.results.map((enrollment) => ({
      value: String(enrollment.user.id),
      label: displayName(enrollment.user),
    }));
  };
  return (
    <ContractForm form={form} submitLabel={item ? 'Save grade' : 'Add grade'} onCancel={onDone}>
      {item ? null : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <FormSelect name="course" label="Course" valueAs="number" placeholder="Choose a course" options={courses.options} />
          <FormCombobox
            key={course ?? 'none'}
            name="student"
            label="Learner"
            valueAs="number"
            placeholder={course ? 'Search the course’s learners' : 'Choose the course first'}
            emptyText="No learner of this course matches."
            search={learners}
          />
        </Stack>
      )}
      {item ? (
        <Text color="fg.muted">
          Computed from {item.student.first_name || displayName(item.student)}’s work: <strong>{percent(computed)}</strong>
        </Text>
      ) : null}
      <FormNumberField name="score" label="Score" unit="%" decimal helpText="From 0 to 100; the letter grade follows." />
      <FormTextareaField
        name="override_reason"
        label="Reason for the override"
        rows={2}
        helpText="Needed when the score differs from the computed one; the learner sees it with the grade."
      />
      <FormTextareaField name="remarks" label="Remarks" rows={2} />
      <FormSwitch name="is_final" label="Final" helpText="Final grades are the ones on certificates and transcripts." />
    </ContractForm>
  );
}
