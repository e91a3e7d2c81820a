/** An alumni event's form: the contract's AlumniEventRequest through the form kit (create, or edit the given one). */
import { useQueryClient } from '@tanstack/react-query';
import type { AlumniEvent } from '@ujuzi/api';
import { useCreateAlumniEvent, useUpdateAlumniEvent } from '@ujuzi/api/hooks';
import { zCreateAlumniEventBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateTimeField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { refreshAlumni } from './access';
import { ALUMNI_EVENT_STATUS_LABELS, ALUMNI_EVENT_TYPE_LABELS } from './labels';

const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export function AlumniEventForm({ item, onDone }: EntityFormProps<AlumniEvent>) {
  const queryClient = useQueryClient();
  const create = useCreateAlumniEvent();
  const update = useUpdateAlumniEvent();
  const form = useContractForm({
    schema: zCreateAlumniEventBody,
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      event_type: item?.event_type ?? 'networking',
      event_date: item?.event_date ?? '',
      end_date: item?.end_date ?? null,
      venue: item?.venue ?? '',
      is_virtual: item?.is_virtual ?? false,
      meeting_link: item?.meeting_link ?? null,
      status: item?.status ?? 'upcoming',
      registration_required: item?.registration_required ?? true,
      registration_url: item?.registration_url ?? null,
      registration_deadline: item?.registration_deadline ?? null,
      max_attendees: item?.max_attendees ?? null,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Alumni event saved' : 'Alumni event created', saved.title);
      void refreshAlumni(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save event' : 'Create event'} onCancel={onDone}>
      <FormTextField name="title" label="Title" />
      <FormSelect name="event_type" label="Type" options={optionsOf(ALUMNI_EVENT_TYPE_LABELS)} />
      <FormDateTimeField name="event_date" label="Starts" />
      <FormDateTimeField name="end_date" label="Ends" />
      <FormTextField name="venue" label="Venue" helpText="An address, or Online for a virtual event." />
      <FormSwitch name="is_virtual" label="Virtual event" />
      <FormTextField name="meeting_link" label="Meeting link" type="url" helpText="Shown to registered alumni." />
      <FormTextareaField name="description" label="Description" rows={4} />
      <FormSelect name="status" label="Status" options={optionsOf(ALUMNI_EVENT_STATUS_LABELS)} />
      <FormSwitch name="registration_required" label="Registration required" />
      <FormDateTimeField name="registration_deadline" label="Registration closes" />
      <FormNumberField name="max_attendees" label="Places" helpText="Leave empty for no limit." />
      <FormTextField name="registration_url" label="External registration form" type="url" />
    </ContractForm>
  );
}
