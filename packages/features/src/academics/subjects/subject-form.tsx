/** The subject form: the contract's SubjectRequest through the form kit (add one, or edit the given one). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Subject } from '@ujuzi/api';
import { useCreateSubject, useListDepartments, usePartialUpdateSubject } from '@ujuzi/api/hooks';
import { zCreateSubjectBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
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
import { refreshSubjects } from '../shared';

/** `onSaved`: what follows a save (the subject's page follows a changed slug). */
export function SubjectForm({
  item: subject,
  onDone,
  onSaved,
}: EntityFormProps<Subject> & { onSaved?: (saved: Subject) => void }) {
  const queryClient = useQueryClient();
  const create = useCreateSubject();
  const update = usePartialUpdateSubject();
  const departments = useListDepartments({ page_size: 100 });
  const form = useContractForm({
    schema: zCreateSubjectBody,
    defaultValues: {
      name: subject?.name ?? '',
      code: subject?.code ?? '',
      description: subject?.description ?? '',
      department: subject?.department ?? null,
      credit_hours: subject?.credit_hours ?? 0,
      is_core: subject?.is_core ?? true,
      is_active: subject?.is_active ?? true,
    },
    send: (data) => (subject ? update.mutateAsync({ id: subject.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(subject ? 'Subject saved' : 'Subject added', `${saved.name} (${saved.code})`);
      void refreshSubjects(queryClient);
      onDone();
      onSaved?.(saved);
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={subject ? 'Save subject' : 'Add subject'}
      onCancel={() => onDone()}
      aria-label={subject ? 'Edit subject' : 'New subject'}
    >
      <FormTextField name="name" label="Name" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="code" label="Code" helpText="Unique, e.g. PY101." />
        <FormNumberField name="credit_hours" label="Hours a week" />
      </Stack>
      <FormSelect
        name="department"
        label="Department"
        placeholder="No department"
        valueAs="number"
        options={(departments.data?.results ?? []).map((department) => ({
          value: String(department.id),
          label: department.name,
        }))}
      />
      <FormTextareaField name="description" label="Description" rows={3} />
      <FormSwitch name="is_core" label="Core subject (compulsory)" />
      <FormSwitch name="is_active" label="Active" />
    </ContractForm>
  );
}
