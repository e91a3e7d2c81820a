/**
 * A grade band's form: the contract's GradeBandRequest through the form kit — its letter, its range of
 * percentages (within 0–100, overlapping no other band of the system) and its points.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { GradeBand } from '@ujuzi/api';
import {
  getGetGradingSystemQueryKey,
  getListGradingSystemsQueryKey,
  useCreateGradeBand,
  useUpdateGradeBand,
} from '@ujuzi/api/hooks';
import { zCreateGradeBandBody } from '@ujuzi/api/schemas';
import { validateGradeBand } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormNumberField, FormTextField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

export interface GradeBandFormProps extends EntityFormProps<GradeBand> {
  system: number;
  /** The system's other bands, for the overlap and unique-letter rules. */
  bands: readonly GradeBand[];
}

export function GradeBandForm({ item, onDone, system, bands }: GradeBandFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateGradeBand();
  const update = useUpdateGradeBand();
  const form = useContractForm({
    schema: zCreateGradeBandBody,
    defaultValues: {
      grading_system: system,
      grade: item?.grade ?? '',
      min_marks: item?.min_marks ?? (undefined as unknown as number),
      max_marks: item?.max_marks ?? (undefined as unknown as number),
      points: item?.points ?? (undefined as unknown as number),
      remarks: item?.remarks ?? '',
    },
    rules: (values) => validateGradeBand({ ...values, id: item?.id }, bands),
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Grade band saved' : 'Grade band added', `${saved.grade}: ${saved.min_marks}–${saved.max_marks}`);
      void queryClient.invalidateQueries({ queryKey: getGetGradingSystemQueryKey(system) });
      void queryClient.invalidateQueries({ queryKey: getListGradingSystemsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save grade band' : 'Add grade band'} onCancel={onDone}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="grade" label="Grade" helpText="Up to 5 characters, such as A- or DIST." />
        <FormNumberField name="points" label="Points" decimal />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormNumberField name="min_marks" label="From" unit="%" decimal helpText="Lowest percentage, included." />
        <FormNumberField name="max_marks" label="To" unit="%" decimal helpText="Highest percentage, included." />
      </Stack>
      <FormTextField name="remarks" label="Remark" helpText="Shown beside the grade, such as Very good." />
    </ContractForm>
  );
}
