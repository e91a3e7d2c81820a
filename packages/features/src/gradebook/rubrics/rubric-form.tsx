/**
 * A rubric's form (RubricRequest): its title, course (or shared), and criteria, each with its points
 * and the levels a reviewer picks from (a level's points at most the criterion's). Create
 * (createRubric) or replace the rubric with its criteria (updateRubric). The total is shown as typed.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Rubric } from '@ujuzi/api';
import { getGetRubricQueryKey, getListRubricsQueryKey, useCreateRubric, useUpdateRubric } from '@ujuzi/api/hooks';
import { zCreateRubricBody } from '@ujuzi/api/schemas';
import { Button, toast } from '@ujuzi/ui';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
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
import { useCourseOptions } from '../../infra/kit/shared/course-options';

const NEW_LEVEL = { title: '', points: undefined as unknown as number, description: '' };
const NEW_CRITERION = { title: '', points: undefined as unknown as number, description: '', levels: [NEW_LEVEL] };

type Values = { criteria: { title: string; points: number; levels?: { title: string; points: number }[] }[] };

function Levels({ control, index }: { control: Control<Values>; index: number }) {
  const levels = useFieldArray({ control, name: `criteria.${index}.levels` });
  const criterion = index + 1;
  return (
    <Stack gap="2" ps={{ base: 0, sm: 4 }} borderStartWidth={{ sm: '2px' }}>
      {levels.fields.map((level, at) => (
        <Stack key={level.id} direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
          <FormTextField
            name={`criteria.${index}.levels.${at}.title`}
            label={`Level ${at + 1} of criterion ${criterion}`}
            placeholder="Excellent"
          />
          <FormNumberField
            name={`criteria.${index}.levels.${at}.points`}
            label={`Points of level ${at + 1} of criterion ${criterion}`}
            decimal
          />
          <Button size="sm" variant="ghost" onClick={() => levels.remove(at)}>
            Remove level {at + 1}
          </Button>
        </Stack>
      ))}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => levels.append(NEW_LEVEL)}>
          Add a level to criterion {criterion}
        </Button>
      </HStack>
    </Stack>
  );
}

/** `onSaved`: what follows a save (the list opens a new rubric's page). */
export function RubricForm({ item, onDone, onSaved }: EntityFormProps<Rubric> & { onSaved?: (saved: Rubric) => void }) {
  const queryClient = useQueryClient();
  const create = useCreateRubric();
  const update = useUpdateRubric();
  const courses = useCourseOptions();
  const form = useContractForm({
    schema: zCreateRubricBody,
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      course: item?.course ?? null,
      is_active: item?.is_active ?? true,
      criteria: item?.criteria.map((criterion) => ({
        title: criterion.title,
        description: criterion.description ?? '',
        points: criterion.points,
        order: criterion.order,
        levels: criterion.levels ?? [],
      })) ?? [NEW_CRITERION],
    },
    rules: (values) => {
      const messages: Record<string, string> = {};
      values.criteria.forEach((criterion, index) =>
        (criterion.levels ?? []).forEach((level, at) => {
          if (Number(level.points) > Number(criterion.points))
            messages[`criteria.${index}.levels.${at}.points`] = `At most the criterion’s ${criterion.points} points.`;
        }),
      );
      return messages;
    },
    send: (data) => {
      const body = { ...data, criteria: data.criteria.map((criterion, index) => ({ ...criterion, order: index + 1 })) };
      return item ? update.mutateAsync({ id: item.id, data: body }) : create.mutateAsync({ data: body });
    },
    onSuccess: (saved) => {
      toast.success(item ? 'Rubric saved' : 'Rubric created', `${saved.title}: ${saved.total_points} points`);
      void queryClient.invalidateQueries({ queryKey: getListRubricsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetRubricQueryKey(saved.id) });
      onDone();
      onSaved?.(saved);
    },
  });
  const control = form.form.control as unknown as Control<Values>;
  const criteria = useFieldArray({ control, name: 'criteria' });
  const typed = useWatch({ control, name: 'criteria' });
  const total = (typed ?? []).reduce((sum, criterion) => sum + (Number(criterion?.points) || 0), 0);
  return (
    <ContractForm form={form} submitLabel={item ? 'Save rubric' : 'Create rubric'} onCancel={onDone}>
      <FormTextField name="title" label="Title" placeholder="Capstone project rubric" />
      <FormTextareaField name="description" label="Description" rows={2} />
      <FormSelect name="course" label="Course" valueAs="number" placeholder="Shared by every course" options={courses.options} />
      <Stack as="fieldset" gap="4">
        <Text as="legend" fontWeight="semibold" mb="2">
          Criteria
        </Text>
        {criteria.fields.map((criterion, index) => (
          <Stack key={criterion.id} gap="3" borderBottomWidth="1px" pb="4">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
              <FormTextField name={`criteria.${index}.title`} label={`Criterion ${index + 1}`} placeholder="Code quality" />
              <FormNumberField name={`criteria.${index}.points`} label={`Points of criterion ${index + 1}`} decimal />
            </Stack>
            <FormTextField name={`criteria.${index}.description`} label={`What criterion ${index + 1} looks at`} />
            <Levels control={control} index={index} />
            {criteria.fields.length > 1 ? (
              <HStack>
                <Button size="sm" variant="ghost" onClick={() => criteria.remove(index)}>
                  Remove criterion {index + 1}
                </Button>
              </HStack>
            ) : null}
          </Stack>
        ))}
        <HStack justify="space-between" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => criteria.append(NEW_CRITERION)}>
            Add a criterion
          </Button>
          <Text aria-live="polite">
            Total: <strong>{total} points</strong>
          </Text>
        </HStack>
      </Stack>
      <FormSwitch name="is_active" label="Active" helpText="Inactive rubrics stay on record; new reviews cannot use them." />
    </ContractForm>
  );
}
