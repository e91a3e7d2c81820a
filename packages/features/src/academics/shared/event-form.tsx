/** A calendar event's form: the contract's CalendarEventRequest through the form kit (create, or edit the given one). */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventAudience, CalendarEventType } from '@ujuzi/api';
import {
  getGetCalendarEventQueryKey,
  getListCalendarEventsQueryKey,
  useCreateCalendarEvent,
  useUpdateCalendarEvent,
} from '@ujuzi/api/hooks';
import { zCreateCalendarEventBody } from '@ujuzi/api/schemas';
import { validatePeriod } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateTimeField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { AUDIENCE_LABELS, EVENT_TYPE_LABELS } from './labels';

const options = <K extends string>(labels: Readonly<Record<K, string>>): SelectOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = options<CalendarEventType>(EVENT_TYPE_LABELS);
const AUDIENCE_OPTIONS = options<CalendarEventAudience>(AUDIENCE_LABELS);

export function EventForm({ item, onDone }: EntityFormProps<CalendarEvent>) {
  const queryClient = useQueryClient();
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const form = useContractForm({
    schema: zCreateCalendarEventBody,
    rules: validatePeriod,
    defaultValues: {
      title: item?.title ?? '',
      event_type: item?.event_type ?? 'other',
      start_date: item?.start_date ?? '',
      end_date: item?.end_date ?? '',
      is_all_day: item?.is_all_day ?? false,
      audience: item?.audience ?? 'all',
      location: item?.location ?? null,
      description: item?.description ?? '',
      academic_term: item?.academic_term ?? null,
      class_sections: item?.class_sections ?? [],
      color: item?.color ?? null,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(item ? 'Event saved' : 'Event created', saved.title);
      void queryClient.invalidateQueries({ queryKey: getListCalendarEventsQueryKey() });
      queryClient.setQueryData(getGetCalendarEventQueryKey(saved.id), saved);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save event' : 'Create event'} onCancel={onDone}>
      <FormTextField name="title" label="Title" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormSelect name="event_type" label="Type" options={TYPE_OPTIONS} />
        <FormSelect name="audience" label="For" options={AUDIENCE_OPTIONS} helpText="Who sees the event." />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormDateTimeField name="start_date" label="Starts" />
        <FormDateTimeField name="end_date" label="Ends" />
      </SimpleGrid>
      <FormSwitch name="is_all_day" label="All day" helpText="Shown as whole days from the start's to the end's." />
      <FormTextField name="location" label="Location" />
      <FormTextareaField name="description" label="Description" rows={3} />
    </ContractForm>
  );
}
