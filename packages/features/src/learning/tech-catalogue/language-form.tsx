/** A programming language's form: the contract's ProgrammingLanguageRequest (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { ProgrammingLanguage } from '@ujuzi/api';
import {
  getListProgrammingLanguagesQueryKey,
  useCreateProgrammingLanguage,
  useUpdateProgrammingLanguage,
} from '@ujuzi/api/hooks';
import { zCreateProgrammingLanguageBody } from '@ujuzi/api/schemas';
import { LANGUAGE_OPTIONS } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

export function LanguageForm({ item, onDone }: EntityFormProps<ProgrammingLanguage>) {
  const queryClient = useQueryClient();
  const create = useCreateProgrammingLanguage();
  const update = useUpdateProgrammingLanguage();
  const form = useContractForm({
    schema: zCreateProgrammingLanguageBody,
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      color: item?.color ?? '',
      editor_language: item?.editor_language ?? null,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Programming language saved' : 'Programming language added', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListProgrammingLanguagesQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save language' : 'Add language'} onCancel={onDone}>
      <FormTextField name="name" label="Name" />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormTextField name="color" label="Colour" helpText="A hex colour such as #3776AB." />
      <FormSelect
        name="editor_language"
        label="Language in the code editor"
        placeholder="Not run in the editor"
        options={LANGUAGE_OPTIONS}
      />
    </ContractForm>
  );
}
