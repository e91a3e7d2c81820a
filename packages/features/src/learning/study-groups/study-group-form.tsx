/** A study group's form: the contract's StudyGroupRequest (create, or edit the given one); a new group may start on a course. */
import { useQueryClient } from '@tanstack/react-query';
import type { StudyGroup } from '@ujuzi/api';
import { useCreateStudyGroup, useUpdateStudyGroup } from '@ujuzi/api/hooks';
import { zCreateStudyGroupBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { links } from '../../infra/kit';
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
import { refreshStudyGroups, useGroupCourses } from './group-courses';

export interface StudyGroupFormProps extends EntityFormProps<StudyGroup> {
  /** The course a new group studies (the list filtered by a course, a course's page). */
  course?: number | null;
}

export function StudyGroupForm({ item, onDone, course = null }: StudyGroupFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const courses = useGroupCourses();
  const create = useCreateStudyGroup();
  const update = useUpdateStudyGroup();
  const form = useContractForm({
    schema: zCreateStudyGroupBody,
    defaultValues: {
      name: item?.name ?? '',
      course: item ? (item.course ?? null) : course,
      description: item?.description ?? '',
      max_members: item ? (item.max_members ?? null) : 10,
      is_private: item?.is_private ?? false,
      meeting_schedule: item?.meeting_schedule ?? '',
      meeting_link: item?.meeting_link ?? null,
      is_active: item?.is_active ?? true,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Study group saved' : 'Study group created', saved.name);
      void refreshStudyGroups(queryClient);
      onDone();
      // A new group opens on its own page, where its members are.
      if (!item) void navigate(links.studyGroup(saved.id));
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save group' : 'Create group'} onCancel={onDone}>
      <FormTextField name="name" label="Name" helpText="Up to 150 characters." />
      <FormSelect name="course" label="Course" valueAs="number" placeholder="No course" options={courses.options} />
      <FormTextareaField name="description" label="Description" rows={3} helpText="What the group works on together." />
      <FormNumberField
        name="max_members"
        label="Most members"
        helpText="At least 2; leave blank for no limit. Nobody joins a full group."
      />
      <FormTextField name="meeting_schedule" label="When you meet" placeholder="Tue & Thu, 19:00–21:00 EAT" />
      <FormTextField name="meeting_link" label="Meeting link" type="url" placeholder="https://meet.google.com/…" />
      <FormSwitch
        name="is_private"
        label="Private"
        helpText="A private group is hidden from everyone but its members and is joined by invitation only."
      />
      {item ? <FormSwitch name="is_active" label="Active" helpText="Nobody joins an inactive group." /> : null}
    </ContractForm>
  );
}
