/**
 * A student's form (add and edit): the contract's UserRequest with user_type student through the form
 * kit — names, username, e-mail, an initial password (add only), phone, address, date of birth and
 * admission date — with the service spec's profile rules (§5) on top of the contract's. Loaded as a lazy part.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@ujuzi/api';
import { getGetUserQueryKey, useCreateUser, useUpdateUser } from '@ujuzi/api/hooks';
import { zCreateUserBody } from '@ujuzi/api/schemas';
import { validateProfile } from '@ujuzi/domain';
import { PasswordField, toast } from '@ujuzi/ui';
import { useController } from 'react-hook-form';
import {
  ContractForm,
  FormAvailableField,
  FormDateField,
  FormTextareaField,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { studentName } from './labels';
import { refreshStudents } from './refresh';

export interface StudentFormProps {
  /** The student being edited; null for a new one. */
  student: User | null;
  onSaved: (student: User) => void;
  onCancel: () => void;
}

/** The initial password (optional): the design system's field with its show/hide toggle, bound to the form. */
function InitialPasswordField() {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name: 'password' });
  return (
    <PasswordField
      ref={ref}
      label="Initial password"
      autoComplete="new-password"
      helpText="At least 8 characters. Leave it empty and the student sets one through password reset."
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function StudentForm({ student, onSaved, onCancel }: StudentFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useContractForm({
    schema: zCreateUserBody,
    rules: (values) => validateProfile(values, 'student'),
    defaultValues: {
      user_type: 'student',
      first_name: student?.first_name ?? '',
      last_name: student?.last_name ?? '',
      username: student?.username ?? '',
      email: student?.email ?? '',
      ...(student ? {} : { password: '' }),
      phone_number: student?.phone_number ?? '',
      address: student?.address ?? '',
      date_of_birth: student?.date_of_birth ?? null,
      admission_date: student?.admission_date ?? null,
    },
    send: (data) => {
      const body = { ...data, user_type: 'student' as const };
      return student ? update.mutateAsync({ id: student.id, data: body }) : create.mutateAsync({ data: body });
    },
    onSuccess: async (saved) => {
      toast.success(student ? 'Student saved' : 'Student added', studentName(saved));
      queryClient.setQueryData(getGetUserQueryKey(saved.id), saved);
      await refreshStudents(queryClient);
      onSaved(saved);
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={student ? 'Save student' : 'Add student'}
      onCancel={onCancel}
      aria-label={student ? 'Edit student' : 'New student'}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormTextField name="first_name" label="First name" autoComplete="off" />
        <FormTextField name="last_name" label="Last name" autoComplete="off" />
        <FormAvailableField
          name="username"
          kind="username"
          current={student?.username}
          label="Username"
          helpText="Letters, digits and . @ + - _ only."
          autoComplete="off"
        />
        <FormAvailableField name="email" kind="email" current={student?.email} label="E-mail" autoComplete="off" />
      </SimpleGrid>
      {student ? null : <InitialPasswordField />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormTextField name="phone_number" label="Phone" type="tel" helpText="At least 10 digits, e.g. +254 712 345 678." />
        <FormDateField name="date_of_birth" label="Date of birth" maxValue="today" />
        <FormDateField name="admission_date" label="Admission date" maxValue="today" />
      </SimpleGrid>
      <FormTextareaField name="address" label="Address" rows={2} />
    </ContractForm>
  );
}
