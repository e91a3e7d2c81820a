/**
 * A staff member's form (add and edit): the contract's UserRequest through the form kit, with the
 * service spec's profile rules (§5: names and e-mail required, no future dates, experience 0–50, salary
 * not negative, the phone rule). The role offers only types below the viewer's level. Loaded as a lazy part.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@ujuzi/api';
import { getListUsersQueryKey, useCreateUser, useUpdateUser } from '@ujuzi/api/hooks';
import { zCreateUserBody } from '@ujuzi/api/schemas';
import { validateProfile } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormAvailableField,
  FormDateField,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormTextareaField,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { useSession } from '../../infra/session/session-context';
import { STAFF_ROLE_LABELS, assignableRoles, memberName, type StaffRole } from './labels';

export interface StaffFormProps {
  /** The member being edited; null for a new one. */
  member: User | null;
  onSaved: (member: User) => void;
  onCancel: () => void;
}

export function StaffForm({ member, onSaved, onCancel }: StaffFormProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const create = useCreateUser();
  const update = useUpdateUser();
  const roles = assignableRoles(user);
  const form = useContractForm({
    schema: zCreateUserBody,
    rules: (values) => validateProfile(values, values.user_type),
    defaultValues: {
      first_name: member?.first_name ?? '',
      last_name: member?.last_name ?? '',
      username: member?.username ?? '',
      email: member?.email ?? '',
      user_type: member?.user_type ?? roles.find((role) => role === 'teacher') ?? roles[0] ?? 'teacher',
      phone_number: member?.phone_number ?? null,
      address: member?.address ?? null,
      date_of_birth: member?.date_of_birth ?? null,
      joining_date: member?.joining_date ?? null,
      experience_years: member?.experience_years ?? null,
      basic_salary: member?.basic_salary ?? null,
      is_active: member?.is_active ?? true,
    },
    send: (data) => (member ? update.mutateAsync({ id: member.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(member ? 'Staff member saved' : 'Staff member added', memberName(saved));
      void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
      onSaved(saved);
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={member ? 'Save changes' : 'Add staff member'}
      onCancel={onCancel}
      aria-label={member ? 'Edit staff member' : 'New staff member'}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormTextField name="first_name" label="First name" autoComplete="off" />
        <FormTextField name="last_name" label="Last name" autoComplete="off" />
        <FormAvailableField
          name="username"
          kind="username"
          current={member?.username}
          label="Username"
          autoComplete="off"
          helpText="Letters, digits and . @ + - _ only; it is the address of their staff page."
        />
        <FormAvailableField name="email" kind="email" current={member?.email} label="E-mail" autoComplete="off" />
        <FormSelect
          name="user_type"
          label="Role"
          options={roles.map((role: StaffRole) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
        />
        <FormTextField name="phone_number" label="Phone" type="tel" helpText="At least 10 digits, e.g. +254 733 556 677." />
        <FormDateField name="date_of_birth" label="Date of birth" maxValue="today" />
        <FormDateField name="joining_date" label="Joining date" maxValue="today" />
        <FormNumberField name="experience_years" label="Experience" unit="years" helpText="0 to 50 years." />
        <FormMoneyField name="basic_salary" label="Basic salary" />
      </SimpleGrid>
      <FormTextareaField name="address" label="Address" rows={2} />
    </ContractForm>
  );
}
