/** The lesson form: the contract's TimetableEntryRequest through the form kit (add one, or edit the given one). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { TimetableEntry } from '@ujuzi/api';
import { useCreateTimetable, useListSubjects, useListTeacherUsers, usePartialUpdateTimetable } from '@ujuzi/api/hooks';
import { zCreateTimetableBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { WEEKDAYS, WEEKDAY_LABELS, personName, refreshTimetable, shortTime } from '../shared';

const DAYS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));

export function EntryForm({
  entry,
  classSection,
  onDone,
}: {
  entry: TimetableEntry | null;
  classSection: number;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateTimetable();
  const update = usePartialUpdateTimetable();
  const subjects = useListSubjects({ page_size: 100, is_active: true });
  const teachers = useListTeacherUsers({ page_size: 100 });
  const form = useContractForm({
    schema: zCreateTimetableBody,
    defaultValues: {
      class_section: entry?.class_section ?? classSection,
      subject: entry?.subject.id ?? (null as unknown as number),
      teacher: entry?.teacher?.id ?? null,
      weekday: entry?.weekday ?? ('' as TimetableEntry['weekday']),
      start_time: entry ? shortTime(entry.start_time) : '',
      end_time: entry ? shortTime(entry.end_time) : '',
      room: entry?.room ?? '',
      notes: entry?.notes ?? '',
    },
    send: (data) => (entry ? update.mutateAsync({ id: entry.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        entry ? 'Lesson saved' : 'Lesson added',
        `${saved.subject.name}, ${WEEKDAY_LABELS[saved.weekday]} ${shortTime(saved.start_time)}–${shortTime(saved.end_time)}`,
      );
      void refreshTimetable(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={entry ? 'Save lesson' : 'Add lesson'}
      onCancel={onDone}
      aria-label={entry ? 'Edit lesson' : 'New lesson'}
    >
      <FormSelect
        name="subject"
        label="Subject"
        placeholder="Choose a subject"
        valueAs="number"
        options={(subjects.data?.results ?? []).map((subject) => ({
          value: String(subject.id),
          label: `${subject.name} (${subject.code})`,
        }))}
      />
      <FormSelect
        name="teacher"
        label="Teacher"
        placeholder="Not assigned"
        valueAs="number"
        options={(teachers.data?.results ?? []).map((teacher) => ({ value: String(teacher.id), label: personName(teacher) }))}
      />
      <FormSelect name="weekday" label="Day" placeholder="Choose a day" options={DAYS} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="start_time" label="Starts" placeholder="08:00" helpText="24-hour time, HH:MM." />
        <FormTextField name="end_time" label="Ends" placeholder="10:00" helpText="After the start." />
      </Stack>
      <FormTextField name="room" label="Room" />
      <FormTextareaField name="notes" label="Notes" rows={2} />
    </ContractForm>
  );
}
