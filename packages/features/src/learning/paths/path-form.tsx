/** A learning path's form: the contract's LearningCenterPathRequest, its courses in study order (create or edit). */
import { useQueryClient } from '@tanstack/react-query';
import type { LearningCenterPath } from '@ujuzi/api';
import {
  getGetLearningCenterPathQueryKey,
  getListLearningCenterPathsQueryKey,
  useCreateLearningCenterPath,
  useListCourses,
  useUpdateLearningCenterPath,
} from '@ujuzi/api/hooks';
import { zCreateLearningCenterPathBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { listLearningCenterPathsList } from '@ujuzi/api/list-params';
import {
  ContractForm,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { LEVEL_LABELS } from '../catalogue/course-labels';
import { CourseOrderField } from './course-order-field';

const LEVEL_OPTIONS = listLearningCenterPathsList.filters.difficulty.values.map((value) => ({
  value,
  label: LEVEL_LABELS[value] ?? value,
}));

export function PathForm({ item, onDone }: EntityFormProps<LearningCenterPath>) {
  const queryClient = useQueryClient();
  const courses = useListCourses({ page_size: 100, ordering: 'title' });
  const create = useCreateLearningCenterPath();
  const update = useUpdateLearningCenterPath();
  const form = useContractForm({
    schema: zCreateLearningCenterPathBody,
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      difficulty: item?.difficulty ?? 'beginner',
      estimated_hours: item?.estimated_hours ?? null,
      course_ids: (item?.courses ?? []).map((course) => course.id),
      is_published: item?.is_published ?? false,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Learning path saved' : 'Learning path created', saved.title);
      void queryClient.invalidateQueries({ queryKey: getListLearningCenterPathsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetLearningCenterPathQueryKey(saved.id) });
      onDone();
    },
  });
  const courseOptions = (courses.data?.results ?? []).map((course) => ({ value: String(course.id), label: course.title }));
  return (
    <ContractForm form={form} submitLabel={item ? 'Save learning path' : 'Create learning path'} onCancel={onDone}>
      <FormTextField name="title" label="Title" helpText="The goal, such as Junior full-stack developer." />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormSelect name="difficulty" label="Level" options={LEVEL_OPTIONS} />
      <FormNumberField name="estimated_hours" label="Estimated time" unit="hours" />
      <CourseOrderField options={courseOptions} />
      <FormSwitch name="is_published" label="Published" helpText="Learners see and join published paths only." />
    </ContractForm>
  );
}
