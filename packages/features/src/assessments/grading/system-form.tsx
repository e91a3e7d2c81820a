/** A grading system's form: the contract's GradingSystemRequest through the form kit (its bands are kept on its page). */
import { useQueryClient } from '@tanstack/react-query';
import type { GradingSystem } from '@ujuzi/api';
import {
  getGetGradingSystemQueryKey,
  getListGradingSystemsQueryKey,
  useCreateGradingSystem,
  usePartialUpdateGradingSystem,
} from '@ujuzi/api/hooks';
import { zCreateGradingSystemBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSwitch, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

/** `onSaved`: what follows a save (the list opens a new system's page to add its bands). */
export function GradingSystemForm({
  item,
  onDone,
  onSaved,
}: EntityFormProps<GradingSystem> & { onSaved?: (saved: GradingSystem) => void }) {
  const queryClient = useQueryClient();
  const create = useCreateGradingSystem();
  const update = usePartialUpdateGradingSystem();
  const form = useContractForm({
    schema: zCreateGradingSystemBody,
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      is_default: item?.is_default ?? false,
      is_active: item?.is_active ?? true,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Grading system saved' : 'Grading system created', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListGradingSystemsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetGradingSystemQueryKey(saved.id) });
      onDone();
      onSaved?.(saved);
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save grading system' : 'Create grading system'} onCancel={onDone}>
      <FormTextField name="name" label="Name" helpText="Such as KCSE 12-point scale." />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormSwitch
        name="is_default"
        label="Default system"
        helpText="Exams that name no grading system use the default; only one system is the default."
      />
      <FormSwitch name="is_active" label="Active" helpText="Only active systems can be chosen for an exam." />
    </ContractForm>
  );
}
