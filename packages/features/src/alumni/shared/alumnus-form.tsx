/** An alumni record's form: the contract's AlumnusRequest through the form kit (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { Alumnus } from '@ujuzi/api';
import { useCreateAlumnus, useListCourses, useUpdateAlumnus } from '@ujuzi/api/hooks';
import { zCreateAlumnusBody } from '@ujuzi/api/schemas';
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
import { refreshAlumni } from './access';

export function AlumnusForm({ item, onDone }: EntityFormProps<Alumnus>) {
  const queryClient = useQueryClient();
  const create = useCreateAlumnus();
  const update = useUpdateAlumnus();
  const courses = useListCourses({ page_size: 100, ordering: 'title' });
  const form = useContractForm({
    schema: zCreateAlumnusBody,
    defaultValues: {
      user: item?.user ?? null,
      first_name: item?.first_name ?? '',
      last_name: item?.last_name ?? '',
      email: item?.email ?? '',
      phone_number: item?.phone_number ?? null,
      graduation_year: item?.graduation_year ?? new Date().getFullYear(),
      course: item?.course?.id ?? null,
      programme: item?.programme ?? '',
      current_employer: item?.current_employer ?? null,
      job_title: item?.job_title ?? null,
      location: item?.location ?? null,
      linkedin_url: item?.linkedin_url ?? null,
      bio: item?.bio ?? '',
      is_mentor: item?.is_mentor ?? false,
      is_public: item?.is_public ?? true,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Alumni record saved' : 'Alumni record created', saved.full_name);
      void refreshAlumni(queryClient);
      onDone();
    },
  });
  const courseOptions = (courses.data?.results ?? []).map((course) => ({ value: String(course.id), label: course.title }));
  return (
    <ContractForm form={form} submitLabel={item ? 'Save record' : 'Create record'} onCancel={onDone}>
      <FormTextField name="first_name" label="First name" autoComplete="off" />
      <FormTextField name="last_name" label="Last name" autoComplete="off" />
      <FormTextField name="email" label="E-mail" type="email" autoComplete="off" />
      <FormTextField name="phone_number" label="Phone" type="tel" helpText="Such as +254712345678." />
      <FormNumberField name="graduation_year" label="Graduation year" helpText="The cohort's year, 1990 or later." />
      <FormSelect name="course" label="Course" valueAs="number" placeholder="Not in the catalogue" options={courseOptions} />
      <FormTextField name="programme" label="Programme or cohort" placeholder="Diploma in Software Engineering, Cohort 7" />
      <FormTextField name="current_employer" label="Employer" />
      <FormTextField name="job_title" label="Role" />
      <FormTextField name="location" label="Location" placeholder="Nairobi" />
      <FormTextField name="linkedin_url" label="LinkedIn profile" type="url" />
      <FormTextareaField name="bio" label="Bio" rows={3} />
      <FormSwitch name="is_mentor" label="Mentors current students" />
      <FormSwitch name="is_public" label="Listed in the directory" helpText="Students see listed records only." />
    </ContractForm>
  );
}
