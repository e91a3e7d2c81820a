/** A tech stack's form: the contract's TechStackRequest, its languages and technologies ticked (create or edit). */
import { useQueryClient } from '@tanstack/react-query';
import type { TechStack } from '@ujuzi/api';
import {
  getListTechStacksQueryKey,
  useCreateTechStack,
  useListProgrammingLanguages,
  useListTechnologies,
  useUpdateTechStack,
} from '@ujuzi/api/hooks';
import { zCreateTechStackBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { IdCheckboxes } from './id-checkboxes';

const ALL = { page_size: 200, ordering: 'name' } as const;
const toOptions = (rows: readonly { id: number; name: string }[] = []) =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

export function TechStackForm({ item, onDone }: EntityFormProps<TechStack>) {
  const queryClient = useQueryClient();
  const languages = useListProgrammingLanguages(ALL);
  const technologies = useListTechnologies(ALL);
  const create = useCreateTechStack();
  const update = useUpdateTechStack();
  const form = useContractForm({
    schema: zCreateTechStackBody,
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      programming_languages: (item?.programming_languages ?? []).map((language) => language.id),
      technologies: (item?.technologies ?? []).map((technology) => technology.id),
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Tech stack saved' : 'Tech stack added', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListTechStacksQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save tech stack' : 'Add tech stack'} onCancel={onDone}>
      <FormTextField name="name" label="Name" helpText="Such as MERN or Django and React." />
      <FormTextareaField name="description" label="Description" rows={2} />
      <IdCheckboxes name="programming_languages" label="Programming languages" options={toOptions(languages.data?.results)} />
      <IdCheckboxes name="technologies" label="Technologies" options={toOptions(technologies.data?.results)} />
    </ContractForm>
  );
}
